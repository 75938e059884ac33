import { accountApi } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneAudit } from '../../src/db/schema.js';
import { recordAudit } from '../../src/modules/phone-audit/phone-audit.repo.js';
import { bearer } from '../kit/members.js';
import { givePhones } from '../kit/phones-fixture.js';
import { A, type Account, DAY, K, k, t, T, useSharingSuite } from './sharing-kit.js';

let owner: Account;
let g1: Account;
let g2: Account;
let p1: number;
let p2: number;
let start: number;

useSharingSuite({ AUDIT_RETAIN_DAYS: '30' });
/** A grant, a change, a recall, and a grant to someone else, one second apart. */
beforeAll(async () => {
  [owner, g1, g2] = [await k.account(), await k.account(), await k.account()];
  [p1, p2] = (await givePhones(t.deps.db, owner.id, 2, { now: t.clock.now() })) as [number, number];
  start = t.clock.now().getTime();
  const [relationId] = await k.grant(owner, [p1], g1);
  t.clock.advance(1000);
  await k.post(A.update, owner, { relationId, accreditType: 1, expireTime: k.until() });
  t.clock.advance(1000);
  await k.post(A.recall, owner, { relationId });
  t.clock.advance(1000);
  await k.grant(owner, [p2], g2);
});

const actions = async (who: Account, filter: Record<string, unknown> = {}) =>
  (await k.audit(who, filter)).list.map((e) => `${e.action}:${e.phoneId === p1 ? 'p1' : 'p2'}`);

describe('the audit page', () => {
  it('lists the owner’s entries newest first with who, what, when and from where', async () => {
    const page = await k.audit(owner);
    expect(page.total).toBe(4);
    expect(await actions(owner)).toEqual(['accredit:p2', 'recall:p1', 'update:p1', 'accredit:p1']);
    expect(page.list[1]).toEqual({
      id: expect.any(Number) as number,
      phoneId: p1,
      owlId: expect.stringMatching(/^T[0-9A-F]{16}$/) as string,
      action: 'recall',
      actorPhone: owner.phone,
      subMemberPhone: g1.phone,
      ip: '127.0.0.1',
      createTime: start + 2000,
    });
  });

  it('filters by phone, grantee, action and time, and pages', async () => {
    expect(await actions(owner, { phoneId: p2 })).toEqual(['accredit:p2']);
    expect(await actions(owner, { subMemberPhone: g1.phone })).toEqual(['recall:p1', 'update:p1', 'accredit:p1']);
    expect(await actions(owner, { action: 'accredit' })).toEqual(['accredit:p2', 'accredit:p1']);
    expect(await actions(owner, { beginTime: start + 1000, endTime: start + 2000 })).toEqual(['recall:p1', 'update:p1']);
    const second = await k.get<{ list: Array<{ action: string }>; total: number }>(A.auditPage, owner, { pageNo: 2, pageSize: 3 });
    expect([second.data.total, second.data.list.map((e) => e.action)]).toEqual([4, ['accredit']]);
    const bad = await k.get(A.auditPage, owner, { action: 'hack' });
    expect(bad.status).toBe(400);
  });

  it('is the owner’s alone: grantees and strangers see nothing of it', async () => {
    const stranger = await k.account();
    for (const who of [g1, g2, stranger]) expect((await k.audit(who)).total).toBe(0);
    expect((await k.audit(stranger, { phoneId: p1 })).total).toBe(0);
  });
});

/** Exports through the API, then fetches the file as the console does (common/common/download). */
async function exported(who: Account, filter: Record<string, unknown> = {}) {
  const made = await k.get<{ fileName: string }>(A.auditExport, who, filter);
  expect(made.code, made.msg).toBe(0);
  expect(made.data.fileName).toMatch(/^phone-audit-\d{8}-\d{4}-[0-9a-f]{6}\.csv$/);
  return t.app.inject({
    method: 'GET',
    url: `${accountApi.endpoints.download.path}?fileName=${made.data.fileName}`,
    headers: bearer(who.token),
  });
}

describe('the CSV export', () => {
  it('saves the filtered trail as a UTF-8 CSV file the owner downloads', async () => {
    const res = await exported(owner, { subMemberPhone: g1.phone });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="phone-audit-.+\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,phone_id,owl_id,action,actor_phone,sub_member_phone,ip');
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['recall', 'update', 'accredit']);
    expect(lines[1]).toBe(
      [
        new Date(start + 2000).toISOString(),
        p1,
        (await k.audit(owner, { phoneId: p1 })).list[0]!.owlId,
        'recall',
        owner.phone,
        g1.phone,
        '127.0.0.1',
      ].join(','),
    );
  });

  it('exports nothing of another member’s', async () => {
    const stranger = await k.account();
    const res = await exported(stranger);
    expect(res.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes entries older than AUDIT_RETAIN_DAYS in the sweep, keeping the rest', async () => {
    const [old] = await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() });
    const entry = { ownerId: owner.id, phoneId: old!, owlId: 'X', action: 'play' as const, actorId: g1.id, granteeId: g1.id, ip: null };
    const now = t.clock.now().getTime();
    await recordAudit(t.deps.db, [
      { ...entry, at: new Date(now - 31 * DAY) },
      { ...entry, at: new Date(now - 29 * DAY) },
    ]);
    expect(await t.deps.sharing.sweepOnce()).toMatchObject({ purged: 1 });
    const kept = await t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, old!));
    expect(kept.map((e) => e.createdAt.getTime())).toEqual([now - 29 * DAY]);
    expect((await k.audit(owner)).total).toBe(5);
  });
});

describe('the API reference', () => {
  it('documents the sharing endpoints with their inputs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }>; requestBody?: unknown }>>;
    };
    const names = (path: string) => (doc.paths[path]?.get?.parameters ?? []).map((p) => p.name);
    for (const path of [A.auditPage.path, A.auditExport.path])
      expect(names(path), path).toEqual(expect.arrayContaining(['phoneId', 'subMemberPhone', 'action', 'beginTime', 'endTime']));
    for (const endpoint of [...Object.values(K), T.transfer, A.accredit, A.recallBatch])
      expect(doc.paths[endpoint.path]?.post?.requestBody, endpoint.path).toBeDefined();
  });
});
