import type { StartGroupControlResult } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness } from '../kit/play-client.js';
import { ownerWithPhone, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { openPush, type PushClient } from '../kit/ws-client.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400), REMINDER_SWEEP_S: '0' },
);

async function play(token: string, phoneId: number, lang = 'zh-CN') {
  const started = await startPhone(t, token, phoneId, lang);
  expect(started.code).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  return client;
}

const pushesOf = (client: PushClient) => client.messages.filter((m) => m.type === 'member-push');
/** Gives a stray second push time to arrive before counting. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('member-push: the member whose control the owner takes hears it on the push channel (spec point 4)', () => {
  it('is sent once, to the displaced grantee only, in the language of the session that lost control', async () => {
    const owner = await ownerWithPhone(t);
    const grantee = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });
    const granteePush = await openPush(baseUrl, grantee.token);
    const secondTab = await openPush(baseUrl, grantee.token);
    const ownerPush = await openPush(baseUrl, owner.token);
    const granteeStream = await play(grantee.token, owner.phoneId, 'en-US');
    await granteeStream.next('ready');

    const ownerStream = await play(owner.token, owner.phoneId);
    expect(await ownerStream.next('ready')).toMatchObject({ handover: true });
    expect(pushesOf(granteePush)).toEqual([]);
    ownerStream.send({ type: 'take-control', seq: 1 });
    await ownerStream.next('control-granted');

    expect(await granteePush.next('member-push')).toEqual({
      type: 'member-push',
      msg: 'The current device is occupied by another user, choose another',
    });
    // Every tab of the displaced member's hears it; nobody else does, and it comes once.
    await secondTab.next('member-push');
    await settle();
    expect(pushesOf(granteePush)).toHaveLength(1);
    expect(pushesOf(ownerPush)).toEqual([]);

    // The owner hands control back and takes it again: a second take-over, a second push.
    ownerStream.close();
    await granteeStream.next('control-returned');
    const again = await play(owner.token, owner.phoneId);
    await again.next('ready');
    again.send({ type: 'take-control', seq: 1 });
    await again.next('control-granted');
    await expect.poll(() => pushesOf(granteePush).length).toBe(2);
    for (const client of [granteePush, secondTab, ownerPush]) client.close();
  });

  it('is not sent when the owner takes a slot nobody holds any more', async () => {
    const owner = await ownerWithPhone(t);
    const grantee = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });
    const granteePush = await openPush(baseUrl, grantee.token);
    const granteeStream = await play(grantee.token, owner.phoneId);
    await granteeStream.next('ready');
    const ownerStream = await play(owner.token, owner.phoneId);
    expect(await ownerStream.next('ready')).toMatchObject({ handover: true });
    const sessions = t.deps.playSessions.size();
    granteeStream.close();
    await granteeStream.closed;
    await expect.poll(() => t.deps.playSessions.size()).toBe(sessions - 1);
    ownerStream.send({ type: 'take-control', seq: 1 });
    await ownerStream.next('control-granted');
    await settle();
    expect(pushesOf(granteePush)).toEqual([]);
    granteePush.close();
  });

  it("reaches a grantee whose group control's follower the owner takes", async () => {
    const grantee = await signedInMember(t);
    const [master] = await rentPhones(t, grantee.id, 1);
    const owner = await ownerWithPhone(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });
    const granteePush = await openPush(baseUrl, grantee.token);
    const started = await t.call<StartGroupControlResult>({
      method: 'POST',
      url: '/app-api/infra/cacloud-resource/phone/startGroupControl',
      payload: { phoneIds: [master, owner.phoneId], masterId: master },
      headers: { ...bearer(grantee.token), 'accept-language': 'zh-CN' },
    });
    expect(started.code).toBe(0);
    const groupStream = openStream(baseUrl, started.data.url);
    open.push(groupStream);
    expect(await groupStream.outcome()).toBe('ready');
    await expect
      .poll(() =>
        groupStream.controls.some(
          (c) => c.type === 'followers' && c.followers.some((f) => f.phoneId === owner.phoneId && f.state === 'active'),
        ),
      )
      .toBe(true);

    const ownerStream = await play(owner.token, owner.phoneId);
    expect(await ownerStream.next('ready')).toMatchObject({ handover: true });
    ownerStream.send({ type: 'take-control', seq: 1 });
    await ownerStream.next('control-granted');
    expect(await granteePush.next('member-push')).toEqual({ type: 'member-push', msg: '当前设备已被其他用户占用' });
    await settle();
    expect(pushesOf(granteePush)).toHaveLength(1);
    granteePush.close();
  });
});
