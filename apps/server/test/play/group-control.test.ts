import {
  FRAME_KIND,
  GROUP_CONTROL_MAX,
  GROUP_THUMBNAIL,
  PHONE_STATUS,
  type Follower,
  type GroupEvent,
  type StartGroupControlResult,
} from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { dockCell, screenLayout } from '../../src/devices/simulator/screen/layout.js';
import type { Simulator } from '../../src/devices/simulator/simulator.js';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { openStream, startPhone, type StreamClient, useStreamHarness } from '../kit/play-client.js';
import { owlOf, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

const startGroup = (token: string, payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.call<StartGroupControlResult>({
    method: 'POST',
    url: '/app-api/infra/cacloud-resource/phone/startGroupControl',
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });

/** A member with `count` running phones; the first is the master. */
async function memberWithPhones(count: number): Promise<SignedInMember & { ids: number[] }> {
  const member = await signedInMember(t);
  return { ...member, ids: await rentPhones(t, member.id, count) };
}

async function group(token: string, ids: number[], masterId = ids[0]) {
  const started = await startGroup(token, { phoneIds: ids, masterId });
  expect(started.code).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  expect(await client.outcome()).toBe('ready');
  return { client, started: started.data };
}

/** The follower list as last announced by the socket, by phone. */
function followersOf(client: StreamClient): Map<number, Follower> {
  const out = new Map<number, Follower>();
  for (const c of client.controls) if (c.type === 'followers') for (const f of c.followers) out.set(f.phoneId, f);
  return out;
}
const stateOf = (client: StreamClient, phoneId: number) => followersOf(client).get(phoneId)?.state;

/** Where the Settings icon of the dock is, normalised, on a phone of this DPI held upright. */
async function settingsIcon(phoneId: number) {
  const state = await t.deps.driver.get(await owlOf(t, phoneId));
  const layout = screenLayout(0, state!.dpi);
  const cell = dockCell(layout, 0, 3);
  return { x: (cell.x + cell.w / 2) / layout.width, y: (cell.y + cell.h / 2) / layout.height };
}

async function tap(client: StreamClient, at: { x: number; y: number }, seq: number) {
  client.send({ type: 'touch', action: 'down', ...at, seq: seq - 1 });
  client.send({ type: 'touch', action: 'up', ...at, seq });
  await expect.poll(() => replayed(client, seq)).toBeDefined();
}

const replayed = (client: StreamClient, seq: number) =>
  client.controls.find((c): c is Extract<GroupEvent, { type: 'replayed' }> => c.type === 'replayed' && c.seq === seq);

/** What a phone's simulated screen shows now (the harness runs the simulator). */
const screenOf = async (phoneId: number) => (t.deps.driver as Simulator).screenState(await owlOf(t, phoneId));

describe('starting group control', () => {
  it('refuses fewer than 2 or more than 300 phones, and a master not chosen or not among them, changing nothing', async () => {
    const m = await memberWithPhones(2);
    expect(await startGroup(m.token, { phoneIds: [m.ids[0]], masterId: m.ids[0] })).toMatchObject({ status: 400, msg: '最少选择两台云机' });
    const many = Array.from({ length: GROUP_CONTROL_MAX + 1 }, (_, i) => i + 1);
    expect(await startGroup(m.token, { phoneIds: many, masterId: 1 })).toMatchObject({ status: 400, msg: '当前可选最大台数为300台' });
    expect(await startGroup(m.token, { phoneIds: m.ids }, 'en-US')).toMatchObject({ status: 400, msg: 'Please choose the master phone' });
    expect(await startGroup(m.token, { phoneIds: m.ids, masterId: 999_999 })).toMatchObject({
      status: 400,
      msg: '主控云机必须是所选云机之一',
    });
    expect(await startGroup(m.token, { phoneIds: [m.ids[0], m.ids[0]], masterId: m.ids[0] })).toMatchObject({ status: 400 });
    expect(await startGroup(m.token, { phoneIds: 'all', masterId: m.ids[0] })).toMatchObject({ status: 400 });
    // Nothing was taken: the master plays on its own.
    const solo = await startPhone(t, m.token, m.ids[0]);
    expect(solo.code).toBe(0);
  });

  it("answers another member's phone as not found and refuses a phone shared for viewing only", async () => {
    const m = await memberWithPhones(2);
    const other = await memberWithPhones(2);
    expect(await startGroup(m.token, { phoneIds: [...m.ids, other.ids[0]], masterId: m.ids[0] })).toMatchObject({
      status: 404,
      msg: '云手机不存在',
    });
    await sharePhoneFor(t, { phoneId: other.ids[0]!, ownerId: other.id, granteeId: m.id, accreditType: 1 });
    expect(await startGroup(m.token, { phoneIds: [...m.ids, other.ids[0]], masterId: m.ids[0] }, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The selection contains phones that cannot do this operation',
    });
    // Shared to operate: it may follow.
    await sharePhoneFor(t, { phoneId: other.ids[1]!, ownerId: other.id, granteeId: m.id, accreditType: 2 });
    const ok = await startGroup(m.token, { phoneIds: [...m.ids, other.ids[1]], masterId: m.ids[0] });
    expect(ok.code).toBe(0);
    expect(ok.data.followers.map((f) => f.phoneId)).toEqual([m.ids[1], other.ids[1]]);
  });

  it('lists each follower with whether it can follow: an offline or restarting phone is marked, not skipped', async () => {
    const m = await memberWithPhones(4);
    const [master, ok, offline, restarting] = m.ids as [number, number, number, number];
    await t.deps.reconciler.apply(await t.deps.driver.inject(await owlOf(t, offline), { kind: 'offline' }));
    await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      payload: { phoneIds: [restarting] },
      headers: bearer(m.token),
    });
    await t.deps.reconciler.idle();
    const started = await startGroup(m.token, { phoneIds: m.ids, masterId: master });
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ masterId: master, viewOnly: false });
    expect(started.data.url).toMatch(/^\/websocket\/stream\?ticket=/);
    expect(started.data.followers).toEqual([
      { phoneId: ok, slot: 1, owlId: await owlOf(t, ok), alias: 'phone 2', state: 'active', msg: '' },
      { phoneId: offline, slot: 2, owlId: await owlOf(t, offline), alias: 'phone 3', state: 'offline', msg: '设备离线' },
      {
        phoneId: restarting,
        slot: 3,
        owlId: await owlOf(t, restarting),
        alias: 'phone 4',
        state: 'busy',
        msg: '云机状态重启中，请稍后再试',
      },
    ]);
  });

  it('refuses a master that cannot be played, with the play screen’s message', async () => {
    const m = await memberWithPhones(2);
    await t.deps.reconciler.apply(await t.deps.driver.inject(await owlOf(t, m.ids[0]!), { kind: 'offline' }));
    expect(await startGroup(m.token, { phoneIds: m.ids, masterId: m.ids[0] })).toMatchObject({ status: 409, msg: '设备离线' });
  });
});

describe('the group session', () => {
  it('replays a tap on the master on every follower, and the visible followers send thumbnails in their slots', async () => {
    const m = await memberWithPhones(3);
    const [master, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    expect(followersOf(client).get(a)).toMatchObject({ slot: 1, state: 'active' });

    client.send({ type: 'visible', phoneIds: [a, b] });
    const thumbA = await client.frame((f) => f.slot === 1 && f.kind === FRAME_KIND.config);
    expect(Math.max(thumbA.config!.width, thumbA.config!.height)).toBeLessThanOrEqual(GROUP_THUMBNAIL.maxSize);
    await client.frame((f) => f.slot === 2 && f.kind === FRAME_KIND.jpeg);
    const master0 = await client.frame((f) => f.slot === 0 && f.kind === FRAME_KIND.config);
    expect(Math.max(master0.config!.width, master0.config!.height)).toBeGreaterThan(GROUP_THUMBNAIL.maxSize);

    const from = client.frames.length;
    await tap(client, await settingsIcon(master), 11);
    expect(replayed(client, 11)).toMatchObject({ applied: 2, skipped: 0 });
    for (const id of [master, a, b]) expect(await screenOf(id)).toMatchObject({ view: 'app', appId: 'com.android.settings' });
    // Each picture shows it: the master's and both thumbnails carry the tap's seq.
    for (const slot of [0, 1, 2]) await client.frame((f) => f.slot === slot && f.kind === FRAME_KIND.jpeg && f.seq >= 11, { from });

    // Keys and text follow too.
    client.send({ type: 'key', key: 'home', seq: 12 });
    await expect.poll(() => replayed(client, 12)?.applied).toBe(2);
    for (const id of [master, a, b]) expect(await screenOf(id)).toMatchObject({ view: 'launcher' });
  });

  it('sends thumbnails only for the followers the page shows', async () => {
    const m = await memberWithPhones(3);
    const [, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    client.send({ type: 'visible', phoneIds: [b] });
    await client.frame((f) => f.slot === 2 && f.kind === FRAME_KIND.jpeg);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.frames.filter((f) => f.slot === 1)).toEqual([]);
    // Shown later: it starts with its CONFIG.
    const from = client.frames.length;
    client.send({ type: 'visible', phoneIds: [a] });
    expect((await client.frame((f) => f.slot === 1, { from })).kind).toBe(FRAME_KIND.config);
  });

  it('pauses and resumes a follower, and lifts a finger it had down when paused', async () => {
    const m = await memberWithPhones(3);
    const [master, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    const icon = await settingsIcon(master);

    client.send({ type: 'touch', action: 'down', ...icon, seq: 1 });
    client.send({ type: 'pause', phoneIds: [b] });
    await expect.poll(() => stateOf(client, b)).toBe('paused');
    expect((await screenOf(b))?.pressed).toBeNull();
    client.send({ type: 'touch', action: 'up', ...icon, seq: 2 });
    await expect.poll(() => replayed(client, 2)).toMatchObject({ applied: 1, skipped: 1 });
    expect(await screenOf(a)).toMatchObject({ view: 'app' });
    expect(await screenOf(b)).toMatchObject({ view: 'launcher' });

    client.send({ type: 'resume', phoneIds: [b] });
    await expect.poll(() => stateOf(client, b)).toBe('active');
    await tap(client, icon, 4);
    expect(replayed(client, 4)).toMatchObject({ applied: 2 });
    expect(await screenOf(b)).toMatchObject({ view: 'app', appId: 'com.android.settings' });
  });

  it('removes a follower and gives its phone back at once, so it can be opened singly', async () => {
    const m = await memberWithPhones(3);
    const [, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    client.send({ type: 'remove', phoneIds: [a] });
    expect(await client.next('removed')).toEqual({ type: 'removed', phoneIds: [a] });

    const single = openStream(baseUrl, (await startPhone(t, m.token, a)).data.url);
    open.push(single);
    expect(await single.outcome()).toBe('ready');
    // b is still held by the group: a second controller is refused.
    const second = openStream(baseUrl, (await startPhone(t, m.token, b)).data.url);
    open.push(second);
    expect(await second.next('error')).toMatchObject({ code: 'occupied', msg: '当前设备已被其他用户占用' });
  });

  it('marks a follower another session controls as occupied, and takes it once it is free', async () => {
    const m = await memberWithPhones(3);
    const [, a, b] = m.ids as [number, number, number];
    const holder = openStream(baseUrl, (await startPhone(t, m.token, b)).data.url);
    expect(await holder.outcome()).toBe('ready');
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => followersOf(client).get(b)).toMatchObject({ state: 'occupied', msg: '当前设备已被其他用户占用' });
    expect(stateOf(client, a)).toBe('active');

    holder.close();
    await holder.closed;
    // The next heartbeat after the holder's slot is given back takes it.
    await expect
      .poll(async () => {
        await t.deps.playSessions.heartbeat();
        return stateOf(client, b);
      })
      .toBe('active');
  });

  it('marks a follower that goes offline, and brings it back when it recovers', async () => {
    const m = await memberWithPhones(3);
    const [master, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    const owl = await owlOf(t, b);
    await t.deps.driver.inject(owl, { kind: 'offline' });
    await t.deps.reconciler.idle();
    await expect.poll(() => followersOf(client).get(b)).toMatchObject({ state: 'offline', msg: '设备离线' });

    await tap(client, await settingsIcon(master), 21);
    expect(replayed(client, 21)).toMatchObject({ applied: 1, skipped: 1 });
    expect(await screenOf(a)).toMatchObject({ view: 'app' });

    await t.deps.reconciler.apply(await t.deps.driver.inject(owl, { kind: 'recover' }));
    await expect.poll(() => stateOf(client, b)).toBe('active');
    // The master session went on throughout.
    expect(client.controls.some((c) => c.type === 'error')).toBe(false);
  });

  it('gives back every follower when the master’s session ends', async () => {
    const m = await memberWithPhones(3);
    const [master, a, b] = m.ids as [number, number, number];
    const { client } = await group(m.token, m.ids);
    await expect.poll(() => stateOf(client, b)).toBe('active');
    await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud/reboot-instance',
      payload: { phoneIds: [master] },
      headers: bearer(m.token),
    });
    expect(await client.next('error')).toMatchObject({ code: 'streamLeft' });
    await client.closed;
    for (const id of [a, b]) {
      const single = openStream(baseUrl, (await startPhone(t, m.token, id)).data.url);
      open.push(single);
      expect(await single.outcome()).toBe('ready');
    }
    expect(PHONE_STATUS.restarting).toBe((await t.deps.driver.get(await owlOf(t, master)))!.status);
  });
});
