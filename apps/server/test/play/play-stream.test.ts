import { FRAME_KIND, PHONE_STATUS, STREAM_CLOSE, STREAM_IDLE_MINUTES, STREAM_TICKET_TTL_SECONDS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness } from '../kit/play-client.js';
import { elapse, owlOf, ownerWithPhone, sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

/** A member with one rented (simulator) phone. */
/** startPhone, then open its url: the session as the browser starts it. */
async function play(token: string, phoneId: number, lang = 'zh-CN') {
  const started = await startPhone(t, token, phoneId, lang);
  expect(started.code).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  return { client, started: started.data };
}

describe('stream tickets', () => {
  it('opens a stream once: ready, a CONFIG frame, then JPEG frames with the header', async () => {
    const owner = await ownerWithPhone(t);
    const { client, started } = await play(owner.token, owner.phoneId);
    expect(started.url).toMatch(/^\/websocket\/stream\?ticket=/);
    expect(started.viewOnly).toBe(false);
    expect(started.expiresAt).toBe(t.clock.now().getTime() + STREAM_TICKET_TTL_SECONDS * 1000);

    expect(await client.next('ready')).toEqual({ type: 'ready', viewOnly: false, idleMinutes: STREAM_IDLE_MINUTES });
    const jpeg = await client.frame((f) => f.kind === FRAME_KIND.jpeg);
    expect(client.frames[0]!.kind).toBe(FRAME_KIND.config);
    expect(client.frames[0]!.config).toMatchObject({ codec: 'jpeg', rotation: 0 });
    expect(Math.max(client.frames[0]!.config!.width, client.frames[0]!.config!.height)).toBeLessThanOrEqual(1280);
    expect([...jpeg.payload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    client.close();

    // The same ticket again: used up.
    const again = openStream(baseUrl, started.url);
    expect(await again.next('error')).toEqual({ type: 'error', code: 'joinFailed', msg: '加入房间失败' });
    expect((await again.closed).code).toBe(STREAM_CLOSE.joinFailed);
  });

  it('refuses an expired ticket and one that never existed', async () => {
    const owner = await ownerWithPhone(t);
    const started = await startPhone(t, owner.token, owner.phoneId, 'en-US');
    t.clock.advance(STREAM_TICKET_TTL_SECONDS * 1000 + 1);
    const late = openStream(baseUrl, started.data.url);
    expect(await late.next('error')).toMatchObject({ code: 'joinFailed' });
    expect((await late.closed).code).toBe(STREAM_CLOSE.joinFailed);

    const forged = openStream(baseUrl, '/websocket/stream?ticket=nope&lang=en-US');
    expect(await forged.next('error')).toEqual({
      type: 'error',
      code: 'joinFailed',
      msg: 'Joining the session failed; return to the list and retry',
    });
    expect((await forged.closed).code).toBe(STREAM_CLOSE.joinFailed);
  });

  it("answers another member's phone as not found, as every phone endpoint does", async () => {
    const owner = await ownerWithPhone(t);
    const stranger = await signedInMember(t);
    expect(await startPhone(t, stranger.token, owner.phoneId)).toMatchObject({ status: 404, code: 1011001000, msg: '云手机不存在' });
    expect(await startPhone(t, stranger.token, 987_654_321)).toMatchObject({ status: 404, code: 1011001000 });
  });
});

describe('input', () => {
  it('applies input, and the next picture carries its seq', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId);
    await client.frame((f) => f.kind === FRAME_KIND.jpeg);
    const from = client.frames.length;
    client.send({ type: 'rotate', seq: 5 });
    const config = await client.frame((f) => f.kind === FRAME_KIND.config, { from });
    expect(config.config!.rotation).toBe(1);
    const picture = await client.frame((f) => f.kind === FRAME_KIND.jpeg, { from });
    expect(picture.seq).toBe(5);
    expect(client.controls.filter((c) => c.type === 'refused')).toEqual([]);
    // The rotation is stored on the device (a status push with the same status): not a status change.
    await t.deps.reconciler.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.controls.filter((c) => c.type === 'phone-status')).toEqual([]);
  });

  it('refuses malformed input with a translated message and changes nothing', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId, 'en-US');
    await client.frame((f) => f.kind === FRAME_KIND.jpeg);
    const from = client.frames.length;
    client.sendRaw('not json');
    client.send({ type: 'touch', action: 'down', x: 2, y: 0.5, seq: 3 });
    client.send({ type: 'explode', seq: 4 });
    client.send({ type: 'rotate' });
    await expect.poll(() => client.controls.filter((c) => c.type === 'refused').length).toBe(4);
    expect(client.controls.filter((c) => c.type === 'refused')).toEqual([
      { type: 'refused', seq: null, msg: 'The request parameters are invalid' },
      { type: 'refused', seq: 3, msg: 'The request parameters are invalid' },
      { type: 'refused', seq: 4, msg: 'The request parameters are invalid' },
      { type: 'refused', seq: null, msg: 'The request parameters are invalid' },
    ]);
    // The first picture after them is the one for the next good input: none of them moved the screen.
    client.send({ type: 'rotate', seq: 9 });
    const picture = await client.frame((f) => f.kind === FRAME_KIND.jpeg, { from });
    expect(picture.seq).toBe(9);
    expect(
      client.frames
        .slice(from)
        .filter((f) => f.kind === FRAME_KIND.config)
        .map((f) => f.config!.rotation),
    ).toEqual([1]);
  });

  it('answers a screenshot with a SCREENSHOT frame, for a view-only member too', async () => {
    const owner = await ownerWithPhone(t);
    const viewer = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
    const { client } = await play(viewer.token, owner.phoneId);
    await client.next('ready');
    client.send({ type: 'screenshot', seq: 11 });
    const still = await client.frame((f) => f.kind === FRAME_KIND.screenshot);
    expect(still.seq).toBe(11);
    expect([...still.payload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });
});

describe('view-only and the control slot', () => {
  it('lets a view-only grantee watch but refuses their input, and leaves the slot to the owner', async () => {
    const owner = await ownerWithPhone(t);
    const viewer = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
    const { client: watching, started } = await play(viewer.token, owner.phoneId);
    expect(started.viewOnly).toBe(true);
    expect(await watching.next('ready')).toMatchObject({ viewOnly: true });
    await watching.frame((f) => f.kind === FRAME_KIND.jpeg);
    const from = watching.frames.length;
    watching.send({ type: 'rotate', seq: 21 });
    expect(await watching.next('refused')).toEqual({ type: 'refused', seq: 21, msg: '仅可查看，不能操作' });

    // The owner still controls it, and the viewer sees what the owner does.
    const { client: controlling } = await play(owner.token, owner.phoneId);
    expect(await controlling.next('ready')).toMatchObject({ viewOnly: false });
    controlling.send({ type: 'rotate', seq: 22 });
    expect((await watching.frame((f) => f.kind === FRAME_KIND.jpeg, { from })).seq).toBe(22);
  });

  it('refuses a second controller of one phone, the same member’s second tab included, until the first leaves', async () => {
    const owner = await ownerWithPhone(t);
    const operator = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: operator.id, accreditType: 2 });
    const { client: first } = await play(owner.token, owner.phoneId);
    await first.next('ready');

    for (const token of [owner.token, operator.token]) {
      const { client: second } = await play(token, owner.phoneId);
      expect(await second.next('error')).toEqual({ type: 'error', code: 'occupied', msg: '当前设备已被其他用户占用' });
      expect((await second.closed).code).toBe(STREAM_CLOSE.occupied);
    }
    // The first session is unaffected.
    first.send({ type: 'rotate', seq: 31 });
    expect((await first.frame((f) => f.kind === FRAME_KIND.jpeg && f.seq === 31)).seq).toBe(31);

    first.close();
    await first.closed;
    await expect
      .poll(async () => {
        const { client } = await play(operator.token, owner.phoneId);
        return client.outcome();
      })
      .toBe('ready');
  });
});

describe('the session ends', () => {
  it('after the idle minutes without input, and input keeps it alive', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId);
    await client.next('ready');
    t.clock.advance((STREAM_IDLE_MINUTES - 1) * 60_000);
    // Input, and its picture back: the server has read it before the clock moves on.
    client.send({ type: 'rotate', seq: 2 });
    await client.frame((f) => f.kind === FRAME_KIND.jpeg && f.seq === 2);
    t.clock.advance((STREAM_IDLE_MINUTES - 1) * 60_000);
    t.deps.playSessions.checkIdle();
    expect(client.controls.some((c) => c.type === 'error')).toBe(false);

    t.clock.advance(60_000);
    t.deps.playSessions.checkIdle();
    expect(await client.next('error')).toEqual({ type: 'error', code: 'idle', msg: `${STREAM_IDLE_MINUTES} 分钟未操作，已断开连接` });
    expect((await client.closed).code).toBe(STREAM_CLOSE.idle);
  });

  it('when the phone goes offline, after forwarding its status; and it cannot start again until it is back', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId);
    await client.next('ready');
    const owlId = await owlOf(t, owner.phoneId);
    await t.deps.driver.inject(owlId, { kind: 'offline' });
    await t.deps.reconciler.idle();
    expect(await client.next('phone-status')).toEqual({ type: 'phone-status', status: PHONE_STATUS.abnormal, powerOn: true });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'offline', msg: '设备离线' });
    expect((await client.closed).code).toBe(STREAM_CLOSE.offline);

    expect(await startPhone(t, owner.token, owner.phoneId, 'en-US')).toMatchObject({
      status: 409,
      code: 1011004000,
      msg: 'Device offline',
    });
    await t.deps.reconciler.apply(await t.deps.driver.inject(owlId, { kind: 'recover' }));
    expect((await startPhone(t, owner.token, owner.phoneId)).code).toBe(0);
  });

  it('when the phone restarts (the stream left), and a restarting or powered-off phone does not start', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId);
    await client.next('ready');
    await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      payload: { phoneIds: [owner.phoneId] },
      headers: bearer(owner.token),
    });
    expect(await client.next('phone-status')).toMatchObject({ status: PHONE_STATUS.restarting });
    expect(await client.next('error')).toEqual({ type: 'error', code: 'streamLeft', msg: '服务端流已离开' });
    expect((await client.closed).code).toBe(STREAM_CLOSE.streamLeft);
    expect(await startPhone(t, owner.token, owner.phoneId)).toMatchObject({
      status: 409,
      code: 1011001001,
      msg: '云机状态重启中，请稍后再试',
    });

    await elapse(t, 5 * 60_000);
    await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud/stop',
      payload: { phoneIds: [owner.phoneId] },
      headers: bearer(owner.token),
    });
    expect(await startPhone(t, owner.token, owner.phoneId)).toMatchObject({ status: 409, code: 1011004002, msg: '云机已关机，请先开机' });
  });

  it('when the member signs out, and the slot is free again', async () => {
    const owner = await ownerWithPhone(t);
    const { client } = await play(owner.token, owner.phoneId);
    await client.next('ready');
    const out = await t.call({ method: 'POST', url: '/app-api/member/auth/logout', headers: bearer(owner.token) });
    expect(out.code).toBe(0);
    expect((await client.closed).code).toBe(STREAM_CLOSE.signedOut);
    const other = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: other.id, accreditType: 2 });
    await expect
      .poll(async () => {
        const { client: next } = await play(other.token, owner.phoneId);
        return next.outcome();
      })
      .toBe('ready');
  });
});
