import { PHONE_STATUS, type OperationResults } from '@cloudphone/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneAccredits, phoneAudit, phoneOperations, phones } from '../../src/db/schema.js';
import { recordAudit } from '../../src/modules/phone-audit/phone-audit.repo.js';
import { deviceOf, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { alice, bob, op, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

/** A new phone of alice's that bob may operate, and where it stands now. */
async function lent() {
  const [phoneId] = await rentPhones(t, alice.id, 1);
  await sharePhoneFor(t, { phoneId: phoneId!, ownerId: alice.id, granteeId: bob.id, accreditType: 2 });
  const device = await deviceOf(t, phoneId!);
  return { phoneId: phoneId!, owlId: device.owlId, version: (await t.deps.driver.get(device.owlId))!.version };
}

/**
 * A recall as the sharing module does it: the phone's row locked first, the grant deleted and the
 * recall audited in one transaction, then the grantee's sockets closed. `meanwhile` runs with the
 * transaction open, the phone locked.
 */
async function recall(phoneId: number, owlId: string, meanwhile: () => Promise<void> = async () => {}) {
  await t.deps.db.transaction(async (tx) => {
    await tx.select({ id: phones.id }).from(phones).where(eq(phones.id, phoneId)).for('update');
    await meanwhile();
    await tx.delete(phoneAccredits).where(and(eq(phoneAccredits.phoneId, phoneId), eq(phoneAccredits.granteeId, bob.id)));
    await recordAudit(tx, {
      ownerId: alice.id,
      phoneId,
      owlId,
      action: 'recall',
      actorId: alice.id,
      granteeId: bob.id,
      ip: null,
      at: t.clock.now(),
    });
  });
  await t.deps.sessions.sockets.endGrant({ memberId: bob.id, phoneId, reason: 'recalled' });
}

const reboot = (phoneId: number) => op('/infra/cacloud/reboot-instance', { phoneIds: [phoneId] }, bob.token);

/** Either the reboot ran and was audited before the recall, or it was refused and nothing of it is anywhere. */
async function expectConsistent(phone: Awaited<ReturnType<typeof lent>>, result: OperationResults['results'][number]) {
  const audit = (await t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, phone.phoneId)).orderBy(asc(phoneAudit.id))).map(
    (e) => e.action,
  );
  const history = (await t.deps.db.select().from(phoneOperations).where(eq(phoneOperations.phoneId, phone.phoneId))).map((h) => [
    h.kind,
    h.memberId,
  ]);
  const state = (await t.deps.driver.get(phone.owlId))!;
  if (result.ok) {
    expect(audit).toEqual(['reboot', 'recall']);
    expect(history).toEqual([['reboot', bob.id]]);
    expect(state.status).toBe(PHONE_STATUS.restarting);
  } else {
    expect(result.msg).toBe('云手机不存在');
    expect(audit).toEqual(['recall']);
    expect(history).toEqual([]);
    expect(state.version).toBe(phone.version);
    expect(state.status).toBe(PHONE_STATUS.running);
  }
  return result.ok;
}

describe("a recall racing the grantee's reboot", () => {
  it('refuses a reboot that arrives while the recall holds the phone, and writes nothing of it', async () => {
    const phone = await lent();
    let answer: Promise<Awaited<ReturnType<typeof reboot>>> | undefined;
    await recall(phone.phoneId, phone.owlId, async () => {
      answer = reboot(phone.phoneId);
      // Let the request get as far as it can (waiting on the phone's row, or on the embedded database).
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const { data } = await answer!;
    expect(data.results).toHaveLength(1);
    expect(await expectConsistent(phone, data.results[0]!)).toBe(false);
  });

  it('lets a reboot that came first run, audited before the recall', async () => {
    const phone = await lent();
    const { data } = await reboot(phone.phoneId);
    await recall(phone.phoneId, phone.owlId);
    expect(await expectConsistent(phone, data.results[0]!)).toBe(true);
  });

  it('ends either way when both start together, never with a reboot recorded after the recall', async () => {
    for (let trial = 0; trial < 12; trial++) {
      const phone = await lent();
      const rebooting = reboot(phone.phoneId);
      const recalling = trial % 2 ? recall(phone.phoneId, phone.owlId) : Promise.resolve().then(() => recall(phone.phoneId, phone.owlId));
      const [{ data }] = await Promise.all([rebooting, recalling]);
      await expectConsistent(phone, data.results[0]!);
      // After the recall, the grantee can no longer reboot it at all.
      expect((await reboot(phone.phoneId)).data.results[0]).toMatchObject({ ok: false, msg: '云手机不存在' });
    }
  });
});
