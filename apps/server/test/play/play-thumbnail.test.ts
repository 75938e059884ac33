import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, startPhone } from '../kit/play-client.js';
import { owlOf, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;

beforeAll(async () => {
  t = await createHarness();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const thumbnail = (token: string, query: string, lang = 'zh-CN') =>
  t.app.inject({
    method: 'GET',
    url: `/app-api/infra/cacloud-resource/phone/thumbnail?${query}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });

describe('phone thumbnails', () => {
  it('answers the running phone’s screen as a small JPEG, for the owner and a view-only grantee', async () => {
    const owner = await signedInMember(t);
    const viewer = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    await sharePhoneFor(t, { phoneId: phoneId!, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
    for (const [token, size] of [
      [owner.token, 240],
      [viewer.token, 160],
    ] as const) {
      const res = await thumbnail(token, `phoneId=${phoneId}&maxSize=${size}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('no-store');
      const image = await loadImage(res.rawPayload);
      expect(Math.max(image.width, image.height)).toBe(size);
    }
  });

  it('shows what the phone shows now: a change made through the stream appears in the next thumbnail', async () => {
    const owner = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const before = (await thumbnail(owner.token, `phoneId=${phoneId}`)).rawPayload;
    const client = openStream(baseUrl, (await startPhone(t, owner.token, phoneId)).data.url);
    await client.next('ready');
    client.send({ type: 'rotate', seq: 1 });
    await client.frame((f) => f.seq === 1);
    client.close();
    t.clock.advance(3000);
    const after = await loadImage((await thumbnail(owner.token, `phoneId=${phoneId}`)).rawPayload);
    const first = await loadImage(before);
    expect([first.width, first.height]).toEqual([180, 320]);
    expect([after.width, after.height]).toEqual([320, 180]);
  });

  it('refuses another member’s phone, a phone not running and a size not offered, with translated messages', async () => {
    const owner = await signedInMember(t);
    const stranger = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const foreign = await thumbnail(stranger.token, `phoneId=${phoneId}`, 'en-US');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ msg: 'The phone does not exist' });
    expect((await thumbnail(owner.token, `phoneId=${phoneId}&maxSize=999`)).statusCode).toBe(400);
    expect((await thumbnail(owner.token, 'phoneId=abc')).statusCode).toBe(400);

    await t.deps.driver.inject(await owlOf(t, phoneId!), { kind: 'offline' });
    await t.deps.reconciler.idle();
    const offline = await thumbnail(owner.token, `phoneId=${phoneId}`);
    expect(offline.statusCode).toBe(409);
    expect(offline.json()).toMatchObject({ msg: '设备离线' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/app-api/infra/cacloud-resource/phone/thumbnail?phoneId=${phoneId}` })).statusCode,
    ).toBe(401);
  });
});
