import { FRAME_KIND, STREAM_CLOSE, STREAM_IDLE_MINUTES } from '@cloudphone/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneAudit } from '../../src/db/schema.js';
import { type Harness } from '../kit/harness.js';
import { signedInMember, type SignedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness, type StreamClient } from '../kit/play-client.js';
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

async function play(token: string, phoneId: number, lang = 'zh-CN') {
  const started = await startPhone(t, token, phoneId, lang);
  expect(started.code).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  return client;
}

/** The owner's phone, and a grantee (operate unless said) controlling it in `lang`. */
async function granteeInControl(lang = 'zh-CN', accreditType = 2) {
  const owner = await ownerWithPhone(t);
  const grantee = await signedInMember(t);
  await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType });
  const stream = await play(grantee.token, owner.phoneId, lang);
  await stream.next('ready');
  return { owner, grantee, stream };
}

/** Sends a rotation and waits for the frame that reflects it. */
async function rotated(client: StreamClient, seq: number) {
  client.send({ type: 'rotate', seq });
  return client.frame((f) => f.kind === FRAME_KIND.jpeg && f.seq === seq);
}

const auditOf = (phoneId: number) => t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, phoneId)).orderBy(asc(phoneAudit.id));

describe('hand-over: the owner takes control from its grantee', () => {
  it('opens the owner view-only with handover, takes control on request, and hands it back when the owner leaves', async () => {
    const { owner, grantee, stream: granteeStream } = await granteeInControl();
    await rotated(granteeStream, 1);

    const ownerStream = await play(owner.token, owner.phoneId);
    expect(await ownerStream.next('ready')).toEqual({ type: 'ready', viewOnly: true, idleMinutes: STREAM_IDLE_MINUTES, handover: true });
    // Watching: the owner's input is refused until it takes control, and the grantee still controls.
    ownerStream.send({ type: 'rotate', seq: 2 });
    expect(await ownerStream.next('refused')).toEqual({ type: 'refused', seq: 2, msg: '仅可查看，不能操作' });
    await rotated(granteeStream, 3);

    ownerStream.send({ type: 'take-control', seq: 4 });
    expect(await ownerStream.next('control-granted')).toEqual({ type: 'control-granted' });
    expect(await granteeStream.next('control-taken')).toEqual({ type: 'control-taken', msg: '云机所有者已接管控制，您当前只能查看' });

    // The grantee's input is refused and never reaches the phone; the owner's does, and the grantee watches it.
    const from = granteeStream.frames.length;
    granteeStream.send({ type: 'rotate', seq: 5 });
    await expect
      .poll(() => granteeStream.controls.filter((c) => c.type === 'refused'))
      .toEqual([{ type: 'refused', seq: 5, msg: '云机所有者已接管控制，您当前只能查看' }]);
    await rotated(ownerStream, 6);
    await granteeStream.frame((f) => f.kind === FRAME_KIND.jpeg && f.seq === 6, { from });
    expect(granteeStream.frames.slice(from).some((f) => f.seq === 5)).toBe(false);
    expect(ownerStream.frames.some((f) => f.seq === 5)).toBe(false);
    // The grantee's socket stays open.
    expect(granteeStream.controls.some((c) => c.type === 'error')).toBe(false);

    expect((await auditOf(owner.phoneId)).map((e) => [e.action, e.actorId, e.granteeId, e.ip])).toEqual([
      ['play', grantee.id, grantee.id, '127.0.0.1'],
      ['takeControl', owner.id, grantee.id, '127.0.0.1'],
    ]);

    // The owner leaves: the grantee controls again.
    ownerStream.close();
    expect(await granteeStream.next('control-returned')).toEqual({ type: 'control-returned', msg: '云机所有者已交还控制' });
    await rotated(granteeStream, 7);
  });

  it("tells the grantee in the grantee's language", async () => {
    const { owner, stream: granteeStream } = await granteeInControl('en-US');
    const ownerStream = await play(owner.token, owner.phoneId);
    await ownerStream.next('ready');
    ownerStream.send({ type: 'take-control', seq: 1 });
    await ownerStream.next('control-granted');
    expect(await granteeStream.next('control-taken')).toEqual({
      type: 'control-taken',
      msg: "The phone's owner has taken control; you can only watch for now",
    });
    granteeStream.send({ type: 'key', key: 'home', seq: 2 });
    expect(await granteeStream.next('refused')).toEqual({
      type: 'refused',
      seq: 2,
      msg: "The phone's owner has taken control; you can only watch for now",
    });
    ownerStream.close();
    expect(await granteeStream.next('control-returned')).toEqual({
      type: 'control-returned',
      msg: "The phone's owner has handed control back",
    });
  });

  it('refuses take-control from anyone but the owner, and when no grantee holds the slot', async () => {
    const { owner, grantee, stream: granteeStream } = await granteeInControl();
    // The grantee in control has nothing to take.
    granteeStream.send({ type: 'take-control', seq: 1 });
    expect(await granteeStream.next('refused')).toEqual({ type: 'refused', seq: 1, msg: '只有云机的所有者可以进行此操作' });
    await rotated(granteeStream, 2);

    // Nor has a view grantee watching someone else's phone.
    const other = await ownerWithPhone(t);
    const viewer: SignedInMember = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: other.phoneId, ownerId: other.id, granteeId: viewer.id, accreditType: 1 });
    const controlling = await play(other.token, other.phoneId);
    expect(await controlling.next('ready')).toEqual({ type: 'ready', viewOnly: false, idleMinutes: STREAM_IDLE_MINUTES });
    const watching = await play(viewer.token, other.phoneId, 'en-US');
    await watching.next('ready');
    watching.send({ type: 'take-control', seq: 3 });
    expect(await watching.next('refused')).toEqual({ type: 'refused', seq: 3, msg: "Only the phone's owner can do this" });

    // The owner in control (nobody else holds the slot) has nothing to take either.
    controlling.send({ type: 'take-control', seq: 4 });
    expect(await controlling.next('refused')).toEqual({ type: 'refused', seq: 4, msg: '请求参数不正确' });
    await rotated(controlling, 5);
    expect(controlling.controls.some((c) => c.type === 'control-granted')).toBe(false);
    expect((await auditOf(other.phoneId)).map((e) => e.action)).toEqual(['play']);

    // None of it disturbed the grantee in control of the first phone.
    expect(granteeStream.controls.some((c) => c.type === 'control-taken')).toBe(false);
    expect((await auditOf(owner.phoneId)).map((e) => [e.action, e.actorId])).toEqual([['play', grantee.id]]);
  });

  it("keeps the owner's second tab occupied while the owner controls, and a view grantee never holds the slot", async () => {
    const { owner, stream: viewerStream } = await granteeInControl('zh-CN', 1);
    expect(viewerStream.controls.find((c) => c.type === 'ready')).toMatchObject({ viewOnly: true });
    // The view grantee holds no slot: the owner simply controls.
    const first = await play(owner.token, owner.phoneId);
    expect(await first.next('ready')).toEqual({ type: 'ready', viewOnly: false, idleMinutes: STREAM_IDLE_MINUTES });
    const second = await play(owner.token, owner.phoneId);
    expect(await second.next('error')).toEqual({ type: 'error', code: 'occupied', msg: '当前设备已被其他用户占用' });
    expect((await second.closed).code).toBe(STREAM_CLOSE.occupied);
  });

  it('lets the owner take a slot its grantee left meanwhile, and the grantee, back later, finds it occupied', async () => {
    const { owner, grantee, stream: granteeStream } = await granteeInControl();
    const ownerStream = await play(owner.token, owner.phoneId);
    expect(await ownerStream.next('ready')).toMatchObject({ handover: true });
    const sessions = t.deps.playSessions.size();
    granteeStream.close();
    await granteeStream.closed;
    await expect.poll(() => t.deps.playSessions.size()).toBe(sessions - 1);
    ownerStream.send({ type: 'take-control', seq: 1 });
    expect(await ownerStream.next('control-granted')).toEqual({ type: 'control-granted' });
    await rotated(ownerStream, 2);
    const back = await play(grantee.token, owner.phoneId);
    expect(await back.next('error')).toMatchObject({ code: 'occupied' });
    // Nothing was taken from anyone, and the session refused was no session.
    expect((await auditOf(owner.phoneId)).map((e) => e.action)).toEqual(['play']);
  });

  it("ends the grantee's suspended session when the grant is recalled, and the owner keeps control", async () => {
    const { owner, grantee, stream: granteeStream } = await granteeInControl();
    const ownerStream = await play(owner.token, owner.phoneId);
    await ownerStream.next('ready');
    ownerStream.send({ type: 'take-control', seq: 1 });
    await granteeStream.next('control-taken');
    await ownerStream.next('control-granted');
    await t.deps.sessions.sockets.endGrant({ memberId: grantee.id, phoneId: owner.phoneId, reason: 'recalled' });
    expect(await granteeStream.next('error')).toMatchObject({ code: 'grantEnded' });
    expect((await granteeStream.closed).code).toBe(STREAM_CLOSE.grantEnded);
    await rotated(ownerStream, 2);
  });
});

describe("a grantee's play session in the owner's audit trail", () => {
  it('records each session a grantee opens, view or operate, with the address; the owner’s are not recorded', async () => {
    const owner = await ownerWithPhone(t);
    const viewer = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
    const own = await play(owner.token, owner.phoneId);
    await own.next('ready');
    const watching = await play(viewer.token, owner.phoneId);
    await watching.next('ready');
    await expect.poll(async () => (await auditOf(owner.phoneId)).length).toBe(1);
    expect(await auditOf(owner.phoneId)).toEqual([
      expect.objectContaining({ ownerId: owner.id, action: 'play', actorId: viewer.id, granteeId: viewer.id, ip: '127.0.0.1' }),
    ]);
  });
});
