import { PHONE_STATUS, type OperationResults } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken, signIn } from '../kit/members.js';
import { elapse, owlOf, rentPhones, sharePhoneFor, statusOf } from '../kit/rented-phones.js';
import { openPush } from '../kit/ws-client.js';

let t: Harness;
let baseUrl: string;
beforeAll(async () => {
  t = await createHarness({ ACCESS_TOKEN_TTL_S: String(86_400), DEVICE_FAULTS: 'true' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('live phone status', () => {
  it('pushes each status change to the owner and the grantee as it happens', async () => {
    const owner = await makeMember(t.deps.db);
    const grantee = await makeMember(t.deps.db);
    const stranger = await makeMember(t.deps.db);
    const [id] = await rentPhones(t, owner.id, 1);
    await sharePhoneFor(t, { phoneId: id!, ownerId: owner.id, granteeId: grantee.id, accreditType: 1 });
    const token = (await signIn(t, owner.phone)).accessToken;
    const sockets = await Promise.all(
      [owner, grantee, stranger].map(async (m) => openPush(baseUrl, m === owner ? token : (await signIn(t, m.phone)).accessToken)),
    );
    const [mine, theirs, nobody] = sockets as [
      Awaited<ReturnType<typeof openPush>>,
      Awaited<ReturnType<typeof openPush>>,
      Awaited<ReturnType<typeof openPush>>,
    ];
    await t.call<OperationResults>({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      payload: { phoneIds: [id] },
      headers: bearer(token),
    });
    expect(await mine.next('phone-status')).toMatchObject({ data: { phoneId: id, status: PHONE_STATUS.restarting } });
    expect(await theirs.next('phone-status')).toMatchObject({ data: { phoneId: id, status: PHONE_STATUS.restarting } });
    mine.messages.length = 0;
    await elapse(t, 5 * 60_000);
    expect(await mine.next('phone-status')).toMatchObject({ data: { phoneId: id, status: PHONE_STATUS.running } });
    expect(nobody.messages.filter((m) => m.type === 'phone-status')).toEqual([]);
    for (const s of sockets) s.close();
  });
});

describe('operator fault injection', () => {
  it('lets an operator fail a device’s next operation, take it offline and recover it', async () => {
    const owner = await makeMember(t.deps.db);
    const token = (await signIn(t, owner.phone)).accessToken;
    const ops = await operatorToken(t);
    const [id] = await rentPhones(t, owner.id, 1);
    const owlId = await owlOf(t, id!);
    const fault = (body: object, as = ops) =>
      t.call<{ status: number }>({ method: 'POST', url: '/admin-api/devices/fault', payload: body, headers: bearer(as) });

    expect((await fault({ owlId, fault: { kind: 'offline' } }, token)).status).toBe(401);
    expect((await fault({ owlId, fault: { kind: 'explode' } })).status).toBe(400);
    expect((await fault({ owlId: 'CPNOPE', fault: { kind: 'offline' } })).status).toBe(404);

    expect((await fault({ owlId, fault: { kind: 'offline' } })).data.status).toBe(PHONE_STATUS.abnormal);
    const refused = await t.call<OperationResults>({
      method: 'POST',
      url: '/app-api/trade/phone/reset-batch',
      payload: { phoneIds: [id] },
      headers: bearer(token),
    });
    expect(refused.data.results[0]).toMatchObject({ ok: false, msg: '云机状态异常，请稍后再试' });
    expect((await fault({ owlId, fault: { kind: 'recover' } })).data.status).toBe(PHONE_STATUS.running);
    await fault({ owlId, fault: { kind: 'fail-next', operation: 'reboot' } });
    await t.call({ method: 'POST', url: '/app-api/infra/cacloud/reboot-instance', payload: { phoneIds: [id] }, headers: bearer(token) });
    await elapse(t, 5 * 60_000);
    const [row] = await t.deps.db.select({ status: devices.status }).from(devices).where(eq(devices.owlId, owlId));
    expect(row!.status).toBe(PHONE_STATUS.restartFailed);
  });
});

describe('a server restart in the middle of an operation', () => {
  it('still ends the operation in the right state', async () => {
    const owner = await makeMember(t.deps.db);
    const token = (await signIn(t, owner.phone)).accessToken;
    const [id] = await rentPhones(t, owner.id, 1);
    await t.call({ method: 'POST', url: '/app-api/trade/phone/reset-batch', payload: { phoneIds: [id] }, headers: bearer(token) });
    // A second server on the same database takes over; the first one is gone before the reset ends.
    const { buildApp } = await import('../../src/app.js');
    t.deps.reconciler.close();
    const next = await buildApp({ config: t.config, resources: t.deps.resources, clock: t.clock, logger: false });
    t.clock.advance(10 * 60_000);
    await next.deps.driver.tick?.();
    await next.deps.reconciler.idle();
    expect(await statusOf(t, id!)).toBe(PHONE_STATUS.running);
    const history = await next.app.inject({ method: 'GET', url: `/app-api/trade/phone/operations?phoneId=${id}`, headers: bearer(token) });
    expect(history.json().data[0]).toMatchObject({ kind: 'reset', state: 'succeeded' });
    await next.app.close();
  });
});
