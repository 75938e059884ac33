import { PHONE_STATUS } from '@cloudphone/contract';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneAudit, phoneOperations, phones } from '../../src/db/schema.js';
import { bearer, type SignedInMember } from '../kit/members.js';
import { deviceOf, elapse, owlOf, rentPhones, sharePhoneFor, statusOf } from '../kit/rented-phones.js';
import { uploaded } from '../uploads/uploads-fixture.js';
import { alice, bob, member, MIN, op, post, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

/** carol: a view grantee of alice's phones; bob: an operate grantee. */
let carol: SignedInMember;
beforeAll(async () => {
  carol = await member();
});

const AUTHORIZED_IN_BATCH = {
  'zh-CN': '所选设备中包含不能进行该操作的云机',
  'en-US': 'The selection contains phones that cannot do this operation',
};
const VIEW_ONLY = { 'zh-CN': '该云机仅授权查看，无法操作', 'en-US': 'This phone is shared with you for viewing only' };

/** A new phone of alice's, shared with the grantee (a phone has one live grant: each case gets its own). */
async function sharedPhone(grantee: SignedInMember, accreditType: 1 | 2) {
  const [phoneId] = await rentPhones(t, alice.id, 1);
  await sharePhoneFor(t, { phoneId: phoneId!, ownerId: alice.id, granteeId: grantee.id, accreditType });
  return phoneId!;
}

/** What an operation leaves on the owner's phone: its device and its state there, its name and group, its history and audit rows. */
async function footprint(phoneId: number) {
  const device = await deviceOf(t, phoneId);
  const state = await t.deps.driver.get(device.owlId);
  const [row] = await t.deps.db.select({ alias: phones.alias, groupId: phones.groupId }).from(phones).where(eq(phones.id, phoneId));
  const rows = async (table: typeof phoneOperations | typeof phoneAudit) =>
    (await t.deps.db.select({ n: count() }).from(table).where(eq(table.phoneId, phoneId)))[0]!.n;
  return {
    owlId: device.owlId,
    status: device.status,
    version: state!.version,
    files: state!.files,
    ...row,
    operations: await rows(phoneOperations),
    audit: await rows(phoneAudit),
  };
}

const auditOf = (phoneId: number) => t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, phoneId)).orderBy(asc(phoneAudit.id));

const CUSTOMIZE = { brand: 'Google', model: 'Pixel 5', countryId: 3, cityId: 301 };

describe("a grantee and the owner's operations (decision 025)", () => {
  // Everything but live control, reboot, power and check is the owner's alone.
  const ownerOnly: Array<[string, string, object]> = [
    ['reset', '/trade/phone/reset-batch', {}],
    ['replace one', '/trade/phone/replace', { migrate: false }],
    ['replace a batch', '/trade/phone/replace-batch', { migrate: true }],
    ['check-replace', '/trade/phone/check-replace', {}],
    ['retry migrate', '/trade/phone-bound/retry-migrate', {}],
    ['new machine', '/infra/renew/renew', {}],
    ['new machine as', '/infra/renew/renew-v3', CUSTOMIZE],
    ['customize', '/infra/renew-redesign/renew', CUSTOMIZE],
    ['density', '/infra/density/setDensity', { dpi: 240 }],
    ['clear files', '/infra/file/clear-phone-files', {}],
    ['return home', '/infra/file/return-home', {}],
    ['enter directly', '/trade/phone/updPhoneStateRunning', {}],
    ['uninstall', '/infra/cacloud/uninstall-apk-async', { packageName: 'com.example.hello' }],
  ];

  it.each(ownerOnly)('refuses %s to an operate grantee and a view grantee, leaving the phone as it was', async (_, url, extra) => {
    for (const [grantee, message] of [
      [bob, AUTHORIZED_IN_BATCH],
      [carol, VIEW_ONLY],
    ] as const) {
      const phoneId = await sharedPhone(grantee, grantee === bob ? 2 : 1);
      const before = await footprint(phoneId);
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const res = await op(url, { phoneIds: [phoneId], ...extra }, grantee.token, lang);
        expect(res).toMatchObject({ status: 200, code: 0 });
        expect(res.data.results).toEqual([{ phoneId, ok: false, msg: message[lang] }]);
      }
      expect(await footprint(phoneId)).toEqual(before);
    }
    // The grantee's free new-machine uses are untouched too.
    const quota = await t.call<{ used: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(bob.token),
    });
    expect(quota.data.used).toBe(0);
  });

  it('keeps them to the owner, who still may', async () => {
    const phoneId = await sharedPhone(bob, 2);
    expect((await op('/infra/density/setDensity', { phoneIds: [phoneId], dpi: 240 })).data.results[0]!.ok).toBe(true);
    expect((await op('/trade/phone/reset-batch', { phoneIds: [phoneId] })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, phoneId)).toBe(PHONE_STATUS.resetting);
    await elapse(t, 10 * MIN);
    // The owner's own operations are not in the audit trail: it records grants and grantees.
    expect(await auditOf(phoneId)).toEqual([]);
  });

  it("refuses a grantee's push of files and apps, whatever the grant", async () => {
    for (const [grantee, message] of [
      [bob, AUTHORIZED_IN_BATCH],
      [carol, VIEW_ONLY],
    ] as const) {
      const phoneId = await sharedPhone(grantee, grantee === bob ? 2 : 1);
      const file = await uploaded(t, grantee.token, 'notes.txt', Buffer.from('to the phone'));
      const before = await footprint(phoneId);
      const res = await post<{ recordId: number | null; results: unknown[] }>(
        '/infra/cacloud/install',
        { phoneIds: [phoneId], fileIds: [file] },
        grantee.token,
        'en-US',
      );
      expect(res.data).toEqual({ recordId: null, results: [{ phoneId, ok: false, msg: message['en-US'] }] });
      await t.deps.uploads.runner.drain();
      expect(await footprint(phoneId)).toEqual(before);
    }
  });

  it('refuses a rename by a grantee with the same messages, the name kept', async () => {
    const operated = await sharedPhone(bob, 2);
    const viewed = await sharedPhone(carol, 1);
    const rename = (phoneId: number, token: string, lang = 'zh-CN') =>
      post('/trade/phone/update-alias', { phoneId, alias: 'mine now' }, token, lang);
    expect(await rename(operated, bob.token)).toMatchObject({ status: 400, code: 1011001003, msg: AUTHORIZED_IN_BATCH['zh-CN'] });
    expect(await rename(operated, bob.token, 'en-US')).toMatchObject({ msg: AUTHORIZED_IN_BATCH['en-US'] });
    expect(await rename(viewed, carol.token)).toMatchObject({ status: 403, code: 1011001002, msg: VIEW_ONLY['zh-CN'] });
    expect(await rename(viewed, carol.token, 'en-US')).toMatchObject({ msg: VIEW_ONLY['en-US'] });
    // Someone with no grant still finds no such phone.
    expect(await rename(operated, carol.token)).toMatchObject({ status: 404, msg: '云手机不存在' });
    expect((await footprint(operated)).alias).toBe('phone 1');
    expect((await footprint(viewed)).alias).toBe('phone 1');
    expect(await rename(operated, alice.token)).toMatchObject({ code: 0 });
    expect((await footprint(operated)).alias).toBe('mine now');
  });

  it("keeps grouping to the owner; a grantee's own tags on the phone are theirs alone", async () => {
    const phoneId = await sharedPhone(bob, 2);
    const group = await post<number>('/trade/phone-group/create', { name: 'bobs' }, bob.token);
    expect(await post('/trade/phone-group/move', { phoneIds: [phoneId], groupId: group.data }, bob.token)).toMatchObject({
      status: 400,
      code: 1011001003,
    });
    const tag = await post<number>('/trade/phone-tag/create', { name: 'bobs' }, bob.token);
    expect(await post('/trade/phone-tag/bind', { phoneTagId: tag.data, phoneId }, bob.token)).toMatchObject({ code: 0 });
    // The owner's list shows none of bob's tags, and its group is unchanged.
    const page = await post<{ list: Array<{ id: number; tags: unknown[]; groupId: number | null }> }>('/trade/phone/app-page', {
      pageNo: 1,
      pageSize: 100,
    });
    const row = page.data.list.find((p) => p.id === phoneId)!;
    expect(row).toMatchObject({ tags: [], groupId: null });
    const mine = await post<{ list: Array<{ id: number; tags: Array<{ name: string }> }> }>(
      '/trade/phone/app-page',
      { pageNo: 1, pageSize: 100 },
      bob.token,
    );
    expect(mine.data.list.find((p) => p.id === phoneId)!.tags.map((tag) => tag.name)).toEqual(['bobs']);
    expect((await footprint(phoneId)).groupId).toBeNull();
  });
});

describe("a grantee's reboot and power (decision 025)", () => {
  const ip = '203.0.113.7';
  const asFrom = (url: string, payload: object, token: string, lang = 'zh-CN') =>
    t.call<{ results: Array<{ phoneId: number; ok: boolean; msg: string }> }>({
      method: 'POST',
      url: `/app-api${url}`,
      payload,
      remoteAddress: ip,
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('lets an operate grantee reboot and power the phone, each in the owner’s audit trail with the address', async () => {
    const phoneId = await sharedPhone(bob, 2);
    const owlId = await owlOf(t, phoneId);
    expect((await asFrom('/infra/cacloud/reboot-instance', { phoneIds: [phoneId] }, bob.token)).data.results).toEqual([
      { phoneId, ok: true, msg: '操作成功' },
    ]);
    expect(await statusOf(t, phoneId)).toBe(PHONE_STATUS.restarting);
    await elapse(t, 5 * MIN);
    expect((await asFrom('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [phoneId] }, bob.token)).data.results[0]!.ok).toBe(true);
    expect((await t.deps.driver.get(owlId))!.powerOn).toBe(false);
    expect((await asFrom('/infra/cacloud/start', { phoneIds: [phoneId] }, bob.token)).data.results[0]!.ok).toBe(true);
    expect((await t.deps.driver.get(owlId))!.powerOn).toBe(true);
    expect((await asFrom('/trade/phone/check', { phoneIds: [phoneId] }, bob.token)).data.results[0]!.ok).toBe(true);

    const entries = await auditOf(phoneId);
    expect(entries.map((e) => e.action)).toEqual(['reboot', 'powerOff', 'powerOn']);
    for (const entry of entries)
      expect(entry).toMatchObject({ ownerId: alice.id, actorId: bob.id, granteeId: bob.id, owlId, ip, createdAt: expect.any(Date) });
    // The history names who did it.
    const history = await t.deps.db
      .select()
      .from(phoneOperations)
      .where(eq(phoneOperations.phoneId, phoneId))
      .orderBy(asc(phoneOperations.id));
    expect(history.map((h) => [h.kind, h.memberId])).toEqual([
      ['reboot', bob.id],
      ['powerOff', bob.id],
      ['powerOn', bob.id],
    ]);
  });

  it('takes back the entry of a reboot the phone refused (it never started)', async () => {
    const phoneId = await sharedPhone(bob, 2);
    await asFrom('/infra/cacloud/reboot-instance', { phoneIds: [phoneId] }, bob.token);
    const again = await asFrom('/infra/cacloud/reboot-instance', { phoneIds: [phoneId] }, bob.token, 'en-US');
    expect(again.data.results[0]).toEqual({ phoneId, ok: false, msg: 'Phone status Restarting, try later' });
    expect((await auditOf(phoneId)).map((e) => e.action)).toEqual(['reboot']);
  });

  it('refuses them to a view grantee, in both languages, and writes nothing', async () => {
    const phoneId = await sharedPhone(carol, 1);
    const before = await footprint(phoneId);
    for (const url of [
      '/infra/cacloud/reboot-instance',
      '/infra/cacloud/powerOnInstanceAsync',
      '/infra/cacloud/shutDownInstanceAsync',
      '/infra/cacloud/start',
      '/infra/cacloud/stop',
      '/trade/phone/check',
    ])
      for (const lang of ['zh-CN', 'en-US'] as const)
        expect((await asFrom(url, { phoneIds: [phoneId] }, carol.token, lang)).data.results).toEqual([
          { phoneId, ok: false, msg: VIEW_ONLY[lang] },
        ]);
    expect(await footprint(phoneId)).toEqual(before);
  });

  it('refuses a batch reboot holding a shared phone as a whole: nothing runs, nothing is audited', async () => {
    const [own] = await rentPhones(t, bob.id, 1);
    const shared = await sharedPhone(bob, 2);
    const [ownBefore, sharedBefore] = [await footprint(own!), await footprint(shared)];
    for (const lang of ['zh-CN', 'en-US'] as const)
      expect(await asFrom('/infra/cacloud/reboot-instance', { phoneIds: [own, shared] }, bob.token, lang)).toMatchObject({
        status: 400,
        code: 1011001003,
        msg: AUTHORIZED_IN_BATCH[lang],
      });
    expect(await footprint(own!)).toEqual(ownBefore);
    expect(await footprint(shared)).toEqual(sharedBefore);
  });
});
