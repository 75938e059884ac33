import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playSessionErrors } from '../../src/db/schema.js';
import { givePhones } from '../kit/phones-fixture.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { startPhone } from '../kit/play-client.js';
import { sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let owner: SignedInMember;
let viewer: SignedInMember;
let stranger: SignedInMember;
let phoneId: number;

beforeAll(async () => {
  t = await createHarness();
  [owner, viewer, stranger] = [await signedInMember(t), await signedInMember(t), await signedInMember(t)];
  [phoneId] = (await givePhones(t.deps.db, owner.id, 1, { now: t.clock.now() })) as [number];
  await sharePhoneFor(t, { phoneId, ownerId: owner.id, granteeId: viewer.id, accreditType: 1 });
});
afterAll(() => t.close());

const report = (payload: object, token = owner.token, lang = 'zh-CN') =>
  t.call<boolean>({
    method: 'POST',
    url: '/app-api/infra/cacloud-resource/phone/updPhoneSessionError',
    payload,
    headers: { ...bearer(token), 'accept-language': lang, 'user-agent': 'play-test' },
  });
const reported = () => t.deps.db.select().from(playSessionErrors).where(eq(playSessionErrors.phoneId, phoneId));

describe('startPhone', () => {
  it('needs a signed-in member and a phone id', async () => {
    const anonymous = await t.call({ method: 'POST', url: '/app-api/infra/cacloud-resource/phone/startPhone', payload: { phoneId } });
    expect(anonymous).toMatchObject({ status: 401, code: 401 });
    for (const bad of [undefined, 'abc', -1, 0, 1.5]) {
      expect(await startPhone(t, owner.token, bad, 'en-US')).toMatchObject({
        status: 400,
        code: 400,
        msg: 'The request parameters are invalid',
      });
    }
  });

  it('gives a view-only grantee a view-only ticket and a stranger nothing', async () => {
    expect(await startPhone(t, viewer.token, phoneId)).toMatchObject({ code: 0, data: { viewOnly: true } });
    expect(await startPhone(t, owner.token, phoneId)).toMatchObject({ code: 0, data: { viewOnly: false } });
    expect(await startPhone(t, stranger.token, phoneId, 'en-US')).toMatchObject({ status: 404, msg: 'The phone does not exist' });
  });

  it('hands out a different ticket every time, for the same phone', async () => {
    const a = await startPhone(t, owner.token, phoneId);
    const b = await startPhone(t, owner.token, phoneId);
    expect(a.data.ticket).not.toBe(b.data.ticket);
    expect(a.data.url).toBe(`/websocket/stream?ticket=${encodeURIComponent(a.data.ticket)}`);
  });
});

describe('updPhoneSessionError', () => {
  it("records a failure the browser saw, for the owner's and a grantee's phone", async () => {
    expect(await report({ phoneId, code: 'network', detail: 'socket closed 1006' })).toMatchObject({ code: 0, data: true });
    expect(await report({ phoneId: String(phoneId), code: 'decoder' }, viewer.token)).toMatchObject({ code: 0, data: true });
    const rows = await reported();
    expect(rows.map((r) => [r.memberId, r.code, r.detail, r.userAgent])).toEqual([
      [owner.id, 'network', 'socket closed 1006', 'play-test'],
      [viewer.id, 'decoder', null, 'play-test'],
    ]);
  });

  it('refuses malformed reports and records nothing', async () => {
    const before = (await reported()).length;
    for (const bad of [
      {},
      { phoneId },
      { phoneId, code: '' },
      { phoneId, code: '   ' },
      { phoneId, code: 'x'.repeat(65) },
      { phoneId, code: 'a', detail: 'd'.repeat(501) },
      { phoneId: 'x', code: 'a' },
    ]) {
      expect(await report(bad, owner.token, 'en-US')).toMatchObject({ status: 400, code: 400 });
    }
    expect((await reported()).length).toBe(before);
  });

  it("answers another member's or an unknown phone as not found, and records nothing", async () => {
    const before = (await reported()).length;
    expect(await report({ phoneId, code: 'network' }, stranger.token)).toMatchObject({
      status: 404,
      code: 1011001000,
      msg: '云手机不存在',
    });
    expect(await report({ phoneId: 987_654_321, code: 'network' })).toMatchObject({ status: 404, code: 1011001000 });
    expect((await reported()).length).toBe(before);
    const anonymous = await t.call({
      method: 'POST',
      url: '/app-api/infra/cacloud-resource/phone/updPhoneSessionError',
      payload: { phoneId, code: 'x' },
    });
    expect(anonymous.status).toBe(401);
  });
});

it('documents both endpoints in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as { paths: Record<string, unknown> };
  for (const p of ['startPhone', 'updPhoneSessionError'])
    expect(Object.keys(doc.paths)).toContain(`/app-api/infra/cacloud-resource/phone/${p}`);
  expect(JSON.stringify(doc.paths['/app-api/infra/cacloud-resource/phone/startPhone'])).toContain('viewOnly');
  expect(JSON.stringify(doc.paths['/app-api/infra/cacloud-resource/phone/updPhoneSessionError'])).toContain('detail');
});
