import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { snapshot } from './members.js';

let t: Harness;
beforeAll(async () => {
  // With the captcha on, as in production: switched off, any well-formed {code, uuid} is a valid captcha.
  t = await createHarness({ CAPTCHA_ENABLED: 'true' });
});
afterAll(() => t.close());

const ENDPOINTS = [
  '/app-api/member/auth/login',
  '/app-api/member/auth/sms-login',
  '/app-api/member/auth/register',
  '/app-api/member/member/update-phone-password',
  '/app-api/member/captcha/valid-sms-code',
  '/app-api/member/auth/valid-captcha',
  '/app-api/member/auth/social-login',
  '/app-api/member/auth/social-bind',
  '/admin-api/system/auth/login',
];

/** Values of every JSON shape, including the ones that break naive handlers (numbers, nulls, nested objects, long strings). */
const junkValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const fields = [
  'phone',
  'password',
  'code',
  'uuid',
  'userName',
  'newPassword',
  'confirmPassword',
  'email',
  'type',
  'state',
  'bindTicket',
  'username',
  'channelCode',
  'scene',
  '__proto__',
  'constructor',
];
const junkBody = fc.dictionary(fc.constantFrom(...fields), junkValue, { maxKeys: 8 });

describe('bad input', () => {
  it('always gets a translated 4xx envelope and never writes anything', async () => {
    const before = await snapshot(t.deps.db);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), junkBody, fc.constantFrom('zh-CN', 'en-US'), async (url, body, lang) => {
        const res = await t.call({ method: 'POST', url, payload: body, headers: { 'accept-language': lang } });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.code).not.toBe(0);
        expect(res.msg.length).toBeGreaterThan(0);
        if (lang === 'en-US') expect(res.msg).not.toMatch(/[\u4e00-\u9fff]/);
      }),
      { numRuns: 150 },
    );
    expect(await snapshot(t.deps.db)).toEqual(before);
  });

  it('handles bodies that are not objects at all', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"phone":{"$gt":""}}']) {
      const res = await t.call({
        method: 'POST',
        url: '/app-api/member/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    }
  });
});
