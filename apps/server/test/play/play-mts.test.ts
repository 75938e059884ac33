import type { MediaTransport, StartPhoneResult } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePhones } from '../kit/phones-fixture.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let owner: SignedInMember;
let operator: SignedInMember;
let viewer: SignedInMember;
let stranger: SignedInMember;
let phoneId: number;
let offId: number;

beforeAll(async () => {
  t = await createHarness({ PLAY_IDLE_MINUTES: '7' });
  [owner, operator, viewer, stranger] = [
    await signedInMember(t),
    await signedInMember(t),
    await signedInMember(t),
    await signedInMember(t),
  ];
  [phoneId, offId] = (await givePhones(t.deps.db, owner.id, 2, { now: t.clock.now() })) as [number, number];
  await sharePhoneFor(t, { phoneId, ownerId: owner.id, granteeId: operator.id });
  await sharePhoneFor(t, { phoneId, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
});
afterAll(() => t.close());

const call = <T>(path: string, payload: object, token: string, lang = 'zh-CN') =>
  t.call<T>({
    method: 'POST',
    url: `/app-api/infra/cacloud-resource/phone/${path}`,
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const getMts = (payload: object, token = owner.token, lang = 'zh-CN') => call<MediaTransport>('getMts', payload, token, lang);

describe('getMts (media transport settings)', () => {
  it('gives the stream path startPhone hands out, the codec asked for (JPEG by default) and the starting quality', async () => {
    const mts = await getMts({ phoneId });
    expect(mts).toMatchObject({ code: 0 });
    expect(mts.data).toEqual({
      url: '/websocket/stream',
      codec: 'jpeg',
      maxSize: 1280,
      fps: 30,
      fpsMax: 30,
      idleMinutes: 7,
      viewOnly: false,
    });
    expect((await getMts({ phoneId, codec: 'h264' })).data.codec).toBe('h264');
    const started = await call<StartPhoneResult>('startPhone', { phoneId }, owner.token);
    expect(started.data.url.startsWith(`${mts.data.url}?ticket=`)).toBe(true);
    expect(mts.data.url).not.toContain('ticket');
  });

  it('answers grantees as startPhone does (a view grantee only watches) and a stranger not found, in both languages', async () => {
    expect((await getMts({ phoneId }, operator.token)).data.viewOnly).toBe(false);
    expect((await getMts({ phoneId }, viewer.token)).data.viewOnly).toBe(true);
    expect(await getMts({ phoneId }, stranger.token)).toMatchObject({ status: 404, msg: '云手机不存在' });
    expect(await getMts({ phoneId }, stranger.token, 'en-US')).toMatchObject({ status: 404, msg: 'The phone does not exist' });
    expect(await getMts({ phoneId: offId }, operator.token)).toMatchObject({ status: 404 });
  });

  it('refuses a bad phone id or codec at the edge', async () => {
    expect(await getMts({ phoneId: 'x' }, owner.token, 'en-US')).toMatchObject({ status: 400, msg: 'The request parameters are invalid' });
    expect(await getMts({ phoneId, codec: 'vp9' })).toMatchObject({ status: 400 });
    expect((await t.call({ method: 'POST', url: '/app-api/infra/cacloud-resource/phone/getMts', payload: { phoneId } })).status).toBe(401);
  });
});
