import { PHONE_STATUS } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneOperations } from '../../src/db/schema.js';
import { alice, MIN, op, t, usePhonesSuite } from './phones-suite.js';
import { elapse, owlOf, rentPhones, statusOf } from '../kit/rented-phones.js';

usePhonesSuite();

describe('replacing a phone', () => {
  it('without migrating: a new machine at once, the old one wiped back into the fleet', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const before = await owlOf(t, id!);
    expect(await op('/trade/phone/replace', { phoneIds: [id] })).toMatchObject({ status: 400, msg: '请选择是否迁移数据' });
    expect((await op('/trade/phone/replace', { phoneIds: [id], migrate: false })).data.results[0]!.ok).toBe(true);
    const after = await owlOf(t, id!);
    expect(after).not.toBe(before);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
    expect((await t.deps.driver.get(before))!.status).toBe(PHONE_STATUS.resetting);
  });

  it('migrating: backup, then a new machine restores it; the old one is reset', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    const before = await owlOf(t, id!);
    expect((await op('/trade/phone/replace-batch', { phoneIds: [id], migrate: true })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.backingUp);
    await elapse(t, 10 * MIN);
    expect(await owlOf(t, id!)).not.toBe(before);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.migrating);
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
    const [last] = await t.deps.db.select().from(phoneOperations).where(eq(phoneOperations.phoneId, id!));
    expect(last).toMatchObject({ kind: 'replace', state: 'succeeded' });
  });

  it('after a failed backup, switches to a new machine without migrating', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await t.deps.driver.inject(await owlOf(t, id!), { kind: 'fail-next', operation: 'backup' });
    await op('/trade/phone/replace', { phoneIds: [id], migrate: true });
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.backupFailed);
    expect((await op('/trade/phone/replace', { phoneIds: [id], migrate: false })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
  });

  it('after a failed migration, retries it from the backup', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    await op('/trade/phone/replace', { phoneIds: [id], migrate: true });
    await elapse(t, 10 * MIN);
    await t.deps.driver.inject(await owlOf(t, id!), { kind: 'fail-next', operation: 'migrate' });
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.migrationFailed);
    expect((await op('/trade/phone-bound/retry-migrate', { phoneIds: [id] })).data.results[0]!.ok).toBe(true);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.migrating);
    await elapse(t, 10 * MIN);
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
  });
});
