import {
  FRAME_KIND,
  PAD_TYPE,
  SHARE_LINKS_PER_PHONE,
  STREAM_CLOSE,
  type CreatedShareLink,
  type ShareLink,
  type StartSharedPhoneResult,
} from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phones, phoneShareLinks } from '../../src/db/schema.js';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness } from '../kit/play-client.js';
import { ownerWithPhone, sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

const HOUR = 60;

const create = (token: string, payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.call<CreatedShareLink>({
    method: 'POST',
    url: '/app-api/infra/share-link/create',
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const list = (token: string, phoneId: number) =>
  t.call<ShareLink[]>({ method: 'GET', url: `/app-api/infra/share-link/list?phoneId=${phoneId}`, headers: bearer(token) });
const revoke = (token: string, id: number) =>
  t.call<boolean>({ method: 'POST', url: '/app-api/infra/share-link/revoke', payload: { id }, headers: bearer(token) });
/** As a visitor with the link: no account, no token. */
const watch = (code: string, lang = 'zh-CN', extra: { game?: boolean } = {}) =>
  t.call<StartSharedPhoneResult>({
    method: 'POST',
    url: '/app-api/infra/share-link/start',
    payload: { code, ...extra },
    headers: { 'accept-language': lang },
  });
const codeOf = (link: CreatedShareLink) => new URL(link.path, 'http://x').searchParams.get('code')!;

async function viewThrough(code: string) {
  const started = await watch(code);
  expect(started.code).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  return { client, started: started.data };
}

describe('share links', () => {
  it('lets anyone with the link watch the live screen without signing in, never send input, while the owner controls', async () => {
    const owner = await ownerWithPhone(t);
    const made = await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR });
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({ phoneId: owner.phoneId, expiresAt: made.data.createdAt + HOUR * 60_000 });
    expect(made.data.path).toMatch(/^\/app\/sharePhoneVideo\?code=[\w-]{40,}$/);
    // Only a hash is kept.
    const [row] = await t.deps.db.select().from(phoneShareLinks).where(eq(phoneShareLinks.id, made.data.id));
    expect(row!.codeHash).not.toContain(codeOf(made.data));
    expect((await list(owner.token, owner.phoneId)).data).toEqual([
      { id: made.data.id, phoneId: owner.phoneId, createdAt: made.data.createdAt, expiresAt: made.data.expiresAt },
    ]);

    const { client: viewer, started } = await viewThrough(codeOf(made.data));
    expect(started).toMatchObject({ viewOnly: true, linkExpiresAt: made.data.expiresAt });
    expect(started.alias.length).toBeGreaterThan(0);
    expect(await viewer.next('ready')).toMatchObject({ viewOnly: true, idleMinutes: 0 });
    await viewer.frame((f) => f.kind === FRAME_KIND.jpeg);
    viewer.send({ type: 'key', key: 'home', seq: 3 });
    expect(await viewer.next('refused')).toEqual({ type: 'refused', seq: 3, msg: '仅可查看，不能操作' });

    // The viewer holds no control slot: the owner plays, and the viewer sees it.
    const owned = await startPhone(t, owner.token, owner.phoneId);
    const controller = openStream(baseUrl, owned.data.url);
    open.push(controller);
    expect(await controller.next('ready')).toMatchObject({ viewOnly: false });
    const from = viewer.frames.length;
    controller.send({ type: 'rotate', seq: 9 });
    expect((await viewer.frame((f) => f.kind === FRAME_KIND.jpeg, { from })).seq).toBe(9);
  });

  it('ends the open views at once when the owner revokes, and the link no longer opens', async () => {
    const owner = await ownerWithPhone(t);
    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: 1440 })).data;
    const { client } = await viewThrough(codeOf(link));
    await client.next('ready');

    expect((await revoke(owner.token, link.id)).data).toBe(true);
    expect(await client.next('error')).toEqual({ type: 'error', code: 'shareEnded', msg: '分享已结束' });
    expect((await client.closed).code).toBe(STREAM_CLOSE.shareEnded);
    const again = await watch(codeOf(link), 'en-US');
    expect(again).toMatchObject({ status: 404, msg: 'This share link does not exist or has ended' });
    expect((await list(owner.token, owner.phoneId)).data).toEqual([]);
    expect((await revoke(owner.token, link.id)).status).toBe(404);
  });

  it('ends a view when the link runs out, and an expired link does not open', async () => {
    const owner = await ownerWithPhone(t);
    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).data;
    const { client } = await viewThrough(codeOf(link));
    await client.next('ready');
    t.clock.advance(HOUR * 60_000 - 1000);
    t.deps.playSessions.checkIdle();
    expect(client.controls.some((c) => c.type === 'error')).toBe(false);
    t.clock.advance(1000);
    t.deps.playSessions.checkIdle();
    expect(await client.next('error')).toMatchObject({ code: 'shareEnded' });
    expect((await watch(codeOf(link))).msg).toBe('分享链接不存在或已失效');
  });

  it('refuses a ticket whose link was revoked between start and opening the stream', async () => {
    const owner = await ownerWithPhone(t);
    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).data;
    const started = (await watch(codeOf(link))).data;
    await revoke(owner.token, link.id);
    const client = openStream(baseUrl, started.url);
    open.push(client);
    expect(await client.next('error')).toMatchObject({ code: 'shareEnded' });
  });
});

describe('shared games (/shareGame)', () => {
  it('opens a streaming phone (pad type 3) on /shareGame, under the same link rules', async () => {
    const owner = await ownerWithPhone(t);
    await t.deps.db.update(phones).set({ padType: PAD_TYPE.streaming }).where(eq(phones.id, owner.phoneId));
    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).data;
    expect(link.path).toMatch(/^\/app\/shareGame\?code=[\w-]{40,}$/);

    const started = await watch(codeOf(link), 'zh-CN', { game: true });
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ viewOnly: true, isGame: true, linkExpiresAt: link.expiresAt });
    const client = openStream(baseUrl, started.data.url);
    open.push(client);
    expect(await client.next('ready')).toMatchObject({ viewOnly: true });
    await client.frame((f) => f.kind === FRAME_KIND.jpeg);

    // Revoking ends it and it no longer opens, as any link.
    await revoke(owner.token, link.id);
    expect(await client.next('error')).toMatchObject({ code: 'shareEnded' });
    expect(await watch(codeOf(link), 'zh-CN', { game: true })).toMatchObject({ status: 404, msg: '分享链接不存在或已失效' });
  });

  it('does not open another phone’s link as a game, though the phone page still does', async () => {
    const owner = await ownerWithPhone(t);
    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).data;
    expect(link.path).toMatch(/^\/app\/sharePhoneVideo\?/);
    expect(await watch(codeOf(link), 'zh-CN', { game: true })).toMatchObject({ status: 404, msg: '分享链接不存在或已失效' });
    expect((await watch(codeOf(link))).data).toMatchObject({ isGame: false });
  });
});

describe('share link rules', () => {
  it('refuses a lifetime not offered, an unknown code and a missing one, with translated messages and nothing stored', async () => {
    const owner = await ownerWithPhone(t);
    for (const expireMinutes of [30, 0, -60, 'x', null]) {
      const res = await create(owner.token, { phoneId: owner.phoneId, expireMinutes }, 'en-US');
      expect(res.status).toBe(400);
      expect(res.msg).toMatch(/how long the link lasts|invalid/i);
    }
    expect((await create(owner.token, { phoneId: owner.phoneId })).status).toBe(400);
    expect((await list(owner.token, owner.phoneId)).data).toEqual([]);
    expect((await watch('not-a-code')).status).toBe(404);
    const missing = await t.call({
      method: 'POST',
      url: '/app-api/infra/share-link/start',
      payload: {},
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(missing.msg).toBe('分享链接不存在或已失效');
  });

  it('lets only the owner share: a grantee cannot, and another member’s phone does not exist', async () => {
    const owner = await ownerWithPhone(t);
    const grantee = await signedInMember(t);
    const stranger = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });
    const byGrantee = await create(grantee.token, { phoneId: owner.phoneId, expireMinutes: HOUR });
    expect(byGrantee).toMatchObject({ status: 403, msg: '仅云机所有者可以分享画面' });
    expect((await list(grantee.token, owner.phoneId)).status).toBe(403);
    expect((await create(stranger.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).status).toBe(404);
    expect((await list(stranger.token, owner.phoneId)).status).toBe(404);

    const link = (await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).data;
    expect((await revoke(stranger.token, link.id)).status).toBe(404);
    expect((await revoke(grantee.token, link.id)).status).toBe(404);
    expect((await watch(codeOf(link))).code).toBe(0);
    expect(
      (await t.call({ method: 'POST', url: '/app-api/infra/share-link/create', payload: { phoneId: owner.phoneId, expireMinutes: HOUR } }))
        .status,
    ).toBe(401);
  });

  it(`holds ${SHARE_LINKS_PER_PHONE} open links per phone exactly under concurrent requests`, async () => {
    const owner = await ownerWithPhone(t);
    const results = await Promise.all(
      Array.from({ length: SHARE_LINKS_PER_PHONE + 5 }, () =>
        create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR }, 'en-US'),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(SHARE_LINKS_PER_PHONE);
    const refused = results.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.msg).toBe(`A phone can have at most ${SHARE_LINKS_PER_PHONE} open share links`);
    expect((await list(owner.token, owner.phoneId)).data).toHaveLength(SHARE_LINKS_PER_PHONE);
    // Revoking one makes room for one.
    await revoke(owner.token, results.find((r) => r.code === 0)!.data.id);
    expect((await create(owner.token, { phoneId: owner.phoneId, expireMinutes: HOUR })).code).toBe(0);
  });
});
