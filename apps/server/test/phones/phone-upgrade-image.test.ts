import { ACCREDIT_VIEW, PAD_TYPE, PHONE_STATUS, type PhoneOperationEntry } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneConfigurations } from '../../src/db/schema.js';
import { compareAndroidVersions, newestByChip } from '../../src/modules/phones/images.js';
import { dbFingerprint } from '../fuzz/db-fingerprint.js';
import { bearer } from '../kit/members.js';
import { deviceOf, elapse, owlOf, rentPhones, sharePhoneFor, statusOf } from '../kit/rented-phones.js';
import { member, MIN, op, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

const UPGRADE = '/trade/phone/upgrade-image';

/** A spec of this image on sale (or withdrawn): the images a chip can run are the specs' (decision 028). */
async function onSale(chip: string, androidVersion: string, enabled = 1) {
  await t.deps.db.insert(phoneConfigurations).values({
    tab: `安卓 ${androidVersion}`,
    name: `${chip} ${androidVersion}`,
    padType: PAD_TYPE.vip,
    androidVersion,
    chip,
    cpu: '8 核',
    memory: '8GB',
    storage: '128GB',
    enabled,
    createdAt: t.clock.now(),
  });
}

const history = (phoneId: number, token: string) =>
  t.call<PhoneOperationEntry[]>({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${phoneId}`, headers: bearer(token) });

describe('Android versions', () => {
  it('compare part by part, as numbers', () => {
    expect(compareAndroidVersions('9', '10')).toBeLessThan(0);
    expect(compareAndroidVersions('12', '10')).toBeGreaterThan(0);
    expect(compareAndroidVersions('12.1', '12')).toBeGreaterThan(0);
    expect(compareAndroidVersions('12.0', '12')).toBe(0);
    expect(
      newestByChip([
        { chip: 'A', androidVersion: '9' },
        { chip: 'A', androidVersion: '11' },
        { chip: 'B', androidVersion: '10' },
      ]),
    ).toEqual(
      new Map([
        ['A', '11'],
        ['B', '10'],
      ]),
    );
  });
});

describe('image upgrade (upgrade-image)', () => {
  it('moves a phone in place to its chip’s newest image on sale: upgrading (6), then running (1) on it, data kept', async () => {
    await onSale('UpChipA', '12');
    await onSale('UpChipA', '13');
    await onSale('UpChipA', '14', 0);
    const owner = await member();
    const [phoneId] = await rentPhones(t, owner.id, 1, { android: '12', chip: 'UpChipA' });
    const before = await deviceOf(t, phoneId!);
    const res = await op(UPGRADE, { phoneIds: [phoneId] }, owner.token);
    expect(res.data.results).toEqual([{ phoneId, ok: true, msg: '操作成功' }]);
    expect(await statusOf(t, phoneId!)).toBe(PHONE_STATUS.upgradingImage);
    expect((await history(phoneId!, owner.token)).data[0]).toMatchObject({ kind: 'upgradeImage', state: 'running' });
    // Busy meanwhile: the same call, and other operations, wait.
    expect((await op(UPGRADE, { phoneIds: [phoneId] }, owner.token, 'en-US')).data.results[0]).toMatchObject({
      ok: false,
      msg: 'Phone status Upgrading image, try later',
    });
    await elapse(t, 10 * MIN);
    const after = await deviceOf(t, phoneId!);
    expect(after).toMatchObject({ id: before.id, status: PHONE_STATUS.running, androidVersion: '13', chip: 'UpChipA' });
    expect((await history(phoneId!, owner.token)).data[0]).toMatchObject({ kind: 'upgradeImage', state: 'succeeded' });
    // Now on the newest (the withdrawn 14 is not offered): refused with its version, in both languages.
    expect((await op(UPGRADE, { phoneIds: [phoneId] }, owner.token)).data.results[0]).toEqual({
      phoneId,
      ok: false,
      msg: '云机已是最新镜像（安卓 13），无需升级',
    });
    expect((await op(UPGRADE, { phoneIds: [phoneId] }, owner.token, 'en-US')).data.results[0]!.msg).toBe(
      'The phone already runs the newest image (Android 13); nothing to upgrade',
    );
  });

  it('leaves a failed upgrade in status 7, from which the same call retries it', async () => {
    await onSale('UpChipB', '11');
    await onSale('UpChipB', '12');
    const owner = await member();
    const [phoneId] = await rentPhones(t, owner.id, 1, { android: '11', chip: 'UpChipB' });
    await t.deps.driver.inject(await owlOf(t, phoneId!), { kind: 'fail-next', operation: 'upgradeImage' });
    expect((await op(UPGRADE, { phoneIds: [phoneId] }, owner.token)).data.results[0]!.ok).toBe(true);
    await elapse(t, 10 * MIN);
    expect(await deviceOf(t, phoneId!)).toMatchObject({ status: PHONE_STATUS.upgradeImageFailed, androidVersion: '11' });
    expect((await history(phoneId!, owner.token)).data[0]).toMatchObject({ kind: 'upgradeImage', state: 'failed' });
    expect((await op(UPGRADE, { phoneIds: [phoneId] }, owner.token)).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, phoneId!)).toBe(PHONE_STATUS.upgradingImage);
    await elapse(t, 10 * MIN);
    expect(await deviceOf(t, phoneId!)).toMatchObject({ status: PHONE_STATUS.running, androidVersion: '12' });
  });

  it('answers per phone in a batch: upgradable ones start, those on the newest image are refused and untouched', async () => {
    await onSale('UpChipC', '10');
    await onSale('UpChipC', '12');
    const owner = await member();
    const [old1, old2] = await rentPhones(t, owner.id, 2, { android: '10', chip: 'UpChipC' });
    const [newest] = await rentPhones(t, owner.id, 1, { android: '12', chip: 'UpChipC' });
    // A chip with no spec on sale has no newer image either.
    const [unlisted] = await rentPhones(t, owner.id, 1, { android: '9', chip: 'UpChipNone' });
    const res = await op(UPGRADE, { phoneIds: [old1, newest, unlisted, old2] }, owner.token, 'en-US');
    expect(res.data.results.map((r) => [r.phoneId, r.ok, r.msg])).toEqual([
      [old1, true, 'Done'],
      [newest, false, 'The phone already runs the newest image (Android 12); nothing to upgrade'],
      [unlisted, false, 'The phone already runs the newest image (Android 9); nothing to upgrade'],
      [old2, true, 'Done'],
    ]);
    expect(await statusOf(t, newest!)).toBe(PHONE_STATUS.running);
    expect(await statusOf(t, unlisted!)).toBe(PHONE_STATUS.running);
    expect(await statusOf(t, old2!)).toBe(PHONE_STATUS.upgradingImage);
  });

  it('is the owner’s alone: grantees are refused and strangers told the phone does not exist, changing nothing', async () => {
    await onSale('UpChipD', '10');
    await onSale('UpChipD', '11');
    const owner = await member();
    const operator = await member();
    const viewer = await member();
    const stranger = await member();
    const [operated, viewed] = await rentPhones(t, owner.id, 2, { android: '10', chip: 'UpChipD' });
    await sharePhoneFor(t, { phoneId: operated!, ownerId: owner.id, granteeId: operator.id });
    await sharePhoneFor(t, { phoneId: viewed!, ownerId: owner.id, granteeId: viewer.id, accreditType: ACCREDIT_VIEW });
    const before = await dbFingerprint(t.deps.db);
    expect((await op(UPGRADE, { phoneIds: [operated] }, operator.token)).data.results[0]).toMatchObject({
      ok: false,
      msg: '所选设备中包含不能进行该操作的云机',
    });
    expect((await op(UPGRADE, { phoneIds: [viewed] }, viewer.token, 'en-US')).data.results[0]).toMatchObject({
      ok: false,
      msg: 'This phone is shared with you for viewing only',
    });
    expect((await op(UPGRADE, { phoneIds: [operated] }, stranger.token)).data.results[0]).toMatchObject({ ok: false, msg: '云手机不存在' });
    expect(await op(UPGRADE, { phoneIds: [] }, owner.token)).toMatchObject({ status: 400, msg: '请勾选云手机' });
    expect(await dbFingerprint(t.deps.db)).toEqual(before);
    expect(await statusOf(t, operated!)).toBe(PHONE_STATUS.running);
    const [row] = await t.deps.db.select().from(phoneConfigurations).where(eq(phoneConfigurations.chip, 'UpChipD'));
    expect(row).toBeDefined();
  });
});
