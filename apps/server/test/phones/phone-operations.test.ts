import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHONE_HISTORY_KINDS, PHONE_STATUS, phoneOperationsApi } from '@cloudphone/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/client.js';
import { devices, phoneAccredits, phoneOperations } from '../../src/db/schema.js';
import { bearer } from '../kit/members.js';
import { alice, bob, MIN, op, t, usePhonesSuite } from './phones-suite.js';
import { deviceOf, elapse, owlOf, rentPhones, sharePhoneFor, statusOf } from '../kit/rented-phones.js';

usePhonesSuite();

describe('operations', () => {
  it('reboots: restarting until the device says it is done, then running, recorded in the history', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const res = await op('/infra/cacloud/reboot-instance', { phoneIds: [id] });
    expect(res.data.results).toEqual([{ phoneId: id, ok: true, msg: '操作成功' }]);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.restarting);
    const again = await op('/infra/cacloud/reboot-instance', { phoneIds: [id] }, alice.token, 'en-US');
    expect(again.data.results[0]).toEqual({ phoneId: id, ok: false, msg: 'Phone status Restarting, try later' });
    await elapse(t, 5 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
    const history = await t.call<Array<{ kind: string; state: string }>>({
      method: 'GET',
      url: `/app-api/trade/phone/operations?phoneId=${id}`,
      headers: bearer(alice.token),
    });
    expect(history.data[0]).toMatchObject({ kind: 'reboot', state: 'succeeded' });
    expect((await t.call({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${id}`, headers: bearer(bob.token) })).status).toBe(
      404,
    );
  });

  it('answers a result per phone, as if another member’s phone did not exist', async () => {
    const [mine] = await rentPhones(t, alice.id, 1);
    const [theirs] = await rentPhones(t, bob.id, 1);
    const res = await op('/trade/phone/reset-batch', { phoneIds: [mine, theirs, 999_999] });
    expect(res.data.results.map((r) => [r.ok, r.msg])).toEqual([
      [true, '操作成功'],
      [false, '云手机不存在'],
      [false, '云手机不存在'],
    ]);
    expect(await statusOf(t, theirs!)).toBe(PHONE_STATUS.running);
  });

  it('refuses batches over 30 or empty, changing nothing', async () => {
    const ids = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: ids })).toMatchObject({ status: 400, msg: '最多选择 30 台云手机' });
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: [] }, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please tick phones',
    });
    const [{ n }] = (await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.memberId, alice.id))) as [
      { n: number },
    ];
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: 'x' })).toMatchObject({ status: 400 });
    expect((await t.deps.db.select({ n: count() }).from(phoneOperations).where(eq(phoneOperations.memberId, alice.id)))[0]!.n).toBe(n);
  });

  it('refuses a batch reboot that includes a phone shared with the member, and view-only operations', async () => {
    const [own] = await rentPhones(t, bob.id, 1);
    const [shared] = await rentPhones(t, alice.id, 1);
    await sharePhoneFor(t, { phoneId: shared!, ownerId: alice.id, granteeId: bob.id, accreditType: 2 });
    expect(await op('/infra/cacloud/reboot-instance', { phoneIds: [own, shared] }, bob.token)).toMatchObject({
      status: 400,
      msg: '所选设备中包含不能进行该操作的云机',
    });
    expect(await statusOf(t, own!)).toBe(PHONE_STATUS.running);
    // Alone, an operable grant may reboot.
    expect((await op('/infra/cacloud/reboot-instance', { phoneIds: [shared] }, bob.token)).data.results[0]!.ok).toBe(true);
    await elapse(t, 5 * MIN);
    await t.deps.db.update(phoneAccredits).set({ accreditType: 1 }).where(eq(phoneAccredits.phoneId, shared!));
    expect((await op('/trade/phone/reset-batch', { phoneIds: [shared] }, bob.token)).data.results[0]!.msg).toBe(
      '该云机仅授权查看，无法操作',
    );
  });

  it('offers retry or entering directly after a failed reset', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const owlId = await owlOf(t, id!);
    await t.deps.driver.inject(owlId, { kind: 'fail-next', operation: 'reset' });
    await op('/trade/phone/reset-batch', { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.resetFailed);
    const history = async (lang: string) =>
      (
        await t.call<Array<{ kind: string; state: string; message: string | null }>>({
          method: 'GET',
          url: `/app-api/trade/phone/operations?phoneId=${id}`,
          headers: { ...bearer(alice.token), 'accept-language': lang },
        })
      ).data[0];
    expect(await history('zh-CN')).toMatchObject({ kind: 'reset', state: 'failed', message: '操作结束，云机状态：重置失败' });
    expect((await history('en-US'))?.message).toBe('Ended with the phone in status: Reset failed');
    expect((await op('/trade/phone/check', { phoneIds: [id] })).data.results[0]).toMatchObject({
      ok: false,
      msg: '云机状态重置失败，请稍后再试',
    });
    await op('/trade/phone/reset-batch', { phoneIds: [id] });
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
    // Entering directly only makes sense from a failed state.
    expect((await op('/trade/phone/updPhoneStateRunning', { phoneIds: [id] })).data.results[0]!.ok).toBe(false);
    await t.deps.driver.inject(owlId, { kind: 'fail-next', operation: 'reboot' });
    await op('/infra/cacloud/reboot-instance', { phoneIds: [id] });
    await elapse(t, 5 * MIN);
    expect((await op('/trade/phone/updPhoneStateRunning', { phoneIds: [id] })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
  });

  it('powers off and on', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await op('/infra/cacloud/shutDownInstanceAsync', { phoneIds: [id] });
    expect((await deviceOf(t, id!)).powerOn).toBe(false);
    await op('/infra/cacloud/powerOnInstanceAsync', { phoneIds: [id] });
    expect(
      ((await op('/trade/phone-bound/query-status', { phoneIds: [id] })) as unknown as { data: { list: unknown[] } }).data.list,
    ).toEqual([{ phoneId: id, status: 1, powerOn: true }]);
  });
});

describe('control plane', () => {
  it('repairs drift from the driver: a status changed while nobody listened', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const owl = await owlOf(t, id!);
    await t.deps.db.update(devices).set({ status: PHONE_STATUS.resetting, version: 0 }).where(eq(devices.owlId, owl));
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.resetting);
    await t.deps.reconciler.sync();
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
  });

  it('records each operation under its one name, the one the contract and the console use', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    for (const name of ['powerOff', 'powerOn', 'clearFiles', 'home'] as const) {
      const res = await op(phoneOperationsApi.endpoints[name].path.replace('/app-api', ''), { phoneIds: [id] });
      expect(res.data.results[0]?.ok, name).toBe(true);
    }
    const history = await t.call<Array<{ kind: string }>>({
      method: 'GET',
      url: `/app-api/trade/phone/operations?phoneId=${id}`,
      headers: bearer(alice.token),
    });
    expect(history.data.map((e) => e.kind)).toEqual(['home', 'clearFiles', 'powerOn', 'powerOff']);
    for (const { kind } of history.data) expect(PHONE_HISTORY_KINDS).toContain(kind);
  });

  it('renames history written under the old names (migration 0015), leaving the others as they are', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const old = ['power-on', 'power-off', 'new-machine', 'clear-files', 'return-home', 'enter-directly', 'retry-migrate', 'reboot'];
    const deviceId = (await deviceOf(t, id!)).id;
    await t.deps.db
      .insert(phoneOperations)
      .values(
        old.map((kind) => ({ phoneId: id!, memberId: alice.id, kind, state: 'succeeded', deviceId, detail: {}, createdAt: new Date() })),
      );
    const migration = await readFile(join(migrationsFolder(), '0015_phone_operation_names.sql'), 'utf8');
    await t.deps.db.execute(sql.raw(migration));
    const kinds = await t.deps.db
      .select({ kind: phoneOperations.kind })
      .from(phoneOperations)
      .where(eq(phoneOperations.phoneId, id!))
      .orderBy(phoneOperations.id);
    expect(kinds.map((k) => k.kind)).toEqual([
      'powerOn',
      'powerOff',
      'newMachine',
      'clearFiles',
      'home',
      'enterDirectly',
      'retryMigrate',
      'reboot',
    ]);
  });
});
