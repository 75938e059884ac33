import { ID_MAX } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../fuzz/db-fingerprint.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';

let t: Harness;
let owner: SignedInMember;
let phoneId: number;
let tagId: number;
beforeAll(async () => {
  t = await createHarness();
  owner = await signedInMember(t);
  [phoneId] = (await rentPhones(t, owner.id, 1)) as [number];
  tagId = (await call('POST', '/app-api/trade/phone-tag/create', { name: 'edge' })).data as number;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'zh-CN', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...bearer(owner.token),
      'accept-language': lang,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; data: unknown; msg: string }) };
}

/** The request is refused with `status` and the message in both languages, and no row changes. */
async function refusedUnchanged(
  method: 'GET' | 'POST',
  url: string,
  payload: unknown,
  status: number,
  zh: string,
  en: string,
  headers: Record<string, string> = {},
) {
  const before = await dbFingerprint(t.deps.db);
  expect(await call(method, url, payload, 'zh-CN', headers)).toMatchObject({ status, code: status, msg: zh });
  expect(await call(method, url, payload, 'en-US', headers)).toMatchObject({ status, code: status, msg: en });
  expect(await dbFingerprint(t.deps.db)).toEqual(before);
}

const CONTROL_ZH = '输入内容不能包含控制字符';
const CONTROL_EN = 'The input must not contain control characters';
const INVALID_ZH = '请求参数不正确';
const INVALID_EN = 'The request parameters are invalid';

describe('strings', () => {
  it('refuses a NUL byte or another control character in a name with a translated 400, and stores nothing', async () => {
    for (const alias of ['a\u0000b', '\u0000', 'ab\u0007', 'x\u001b[31m', 'del\u007f', 'c1\u0085'])
      await refusedUnchanged('POST', '/app-api/trade/phone/update-alias', { phoneId, alias }, 400, CONTROL_ZH, CONTROL_EN);
    await refusedUnchanged('POST', '/app-api/trade/phone-group/create', { name: 'g\u0000' }, 400, CONTROL_ZH, CONTROL_EN);
    await refusedUnchanged('POST', '/app-api/trade/phone-tag/update', { id: tagId, name: '\u0000' }, 400, CONTROL_ZH, CONTROL_EN);
    await refusedUnchanged('POST', '/app-api/system/page-view', { path: '/index\u0000' }, 400, CONTROL_ZH, CONTROL_EN);
  });

  it('refuses control characters in query strings too', async () => {
    await refusedUnchanged('GET', '/dev-api/outbox?to=%00', undefined, 400, CONTROL_ZH, CONTROL_EN);
  });

  it('takes tabs and line breaks in multi-line fields only', async () => {
    expect(await call('POST', '/app-api/trade/phone/app-page', { keyword: 'phone 1\nphone 2\r\n\tphone 3' })).toMatchObject({ code: 0 });
    const feedback = { feedbackTitle: 'slow', feedbackContent: 'line one\nline two\tend', feedbackSource: '1' };
    expect(await call('POST', '/app-api/system/user-feedback/feedback', feedback)).toMatchObject({ code: 0 });
    await refusedUnchanged('POST', '/app-api/trade/phone/update-alias', { phoneId, alias: 'a\nb' }, 400, CONTROL_ZH, CONTROL_EN);
    await refusedUnchanged(
      'POST',
      '/app-api/system/user-feedback/feedback',
      { ...feedback, feedbackTitle: 'a\tb' },
      400,
      CONTROL_ZH,
      CONTROL_EN,
    );
    await refusedUnchanged('POST', '/app-api/trade/phone/app-page', { keyword: 'phone\u0000' }, 400, CONTROL_ZH, CONTROL_EN);
  });

  it('keeps the fields own messages for missing and too long values', async () => {
    expect(await call('POST', '/app-api/trade/phone/update-alias', { phoneId, alias: '  ' })).toMatchObject({
      status: 400,
      msg: '请输入云机名称',
    });
    expect(await call('POST', '/app-api/trade/phone/update-alias', { phoneId })).toMatchObject({ status: 400, msg: '请输入云机名称' });
  });
});

describe('ids', () => {
  it('takes an id as an integer or a string of digits', async () => {
    expect(await call('POST', '/app-api/trade/phone-tag/bind', { phoneTagId: tagId, phoneId })).toMatchObject({ code: 0 });
    expect(await call('POST', '/app-api/trade/phone-tag/unbind', { phoneTagId: String(tagId), phoneId: String(phoneId) })).toMatchObject({
      code: 0,
    });
    expect(await call('GET', `/app-api/trade/phone/operations?phoneId=${phoneId}`)).toMatchObject({ code: 0 });
  });

  it('refuses booleans, fractions, empty and padded strings, zero, negatives and ids past the id range', async () => {
    for (const bad of [
      true,
      false,
      1.5,
      '1.5',
      '',
      ' 1',
      '1e0',
      '0x1',
      'true',
      0,
      -1,
      null,
      [1],
      { id: 1 },
      ID_MAX + 1,
      String(ID_MAX + 1),
      1e308,
    ])
      await refusedUnchanged('POST', '/app-api/trade/phone-tag/bind', { phoneTagId: tagId, phoneId: bad }, 400, INVALID_ZH, INVALID_EN);
  });

  it('refuses ids in query strings that are not digits', async () => {
    for (const bad of ['true', '1.5', '', '%201', '1e3', '-1'])
      await refusedUnchanged('GET', `/app-api/trade/phone/operations?phoneId=${bad}`, undefined, 400, INVALID_ZH, INVALID_EN);
    for (const bad of ['true', '', '0.5', '-2'])
      await refusedUnchanged('GET', `/app-api/trade/phone-tag/phone-tree-v2?groupId=${bad}`, undefined, 400, INVALID_ZH, INVALID_EN);
    expect(await call('GET', '/app-api/trade/phone-tag/phone-tree-v2?groupId=-1')).toMatchObject({ code: 0 });
  });
});

describe('media types', () => {
  const rename = (alias: string) => JSON.stringify({ phoneId, alias });
  const UNSUPPORTED_ZH = '不支持的请求内容类型，请以 UTF-8 编码的 JSON 发送';
  const UNSUPPORTED_EN = 'Unsupported request content type; send JSON encoded in UTF-8';

  it('refuses JSON declared in a charset other than UTF-8 with 415', async () => {
    for (const charset of ['iso-8859-1', 'latin1', 'utf-16', 'GBK', '"windows-1252"'])
      await refusedUnchanged('POST', '/app-api/trade/phone/update-alias', rename('refused'), 415, UNSUPPORTED_ZH, UNSUPPORTED_EN, {
        'content-type': `application/json; charset=${charset}`,
      });
  });

  it('takes JSON declared as UTF-8 in any spelling, or with no charset', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf8"',
    ])
      expect(await call('POST', '/app-api/trade/phone/update-alias', rename('ok'), 'zh-CN', { 'content-type': type }), type).toMatchObject({
        code: 0,
      });
  });

  it('refuses plain text with 415, also on a route that reads no body', async () => {
    await refusedUnchanged('POST', '/app-api/trade/phone/update-alias', rename('text'), 415, UNSUPPORTED_ZH, UNSUPPORTED_EN, {
      'content-type': 'text/plain',
    });
    await refusedUnchanged('POST', '/app-api/member/auth/logout', 'bye', 415, UNSUPPORTED_ZH, UNSUPPORTED_EN, {
      'content-type': 'text/plain',
    });
    expect(await call('GET', '/app-api/member/member/currentMemberInfo')).toMatchObject({ status: 200, code: 0 });
  });

  it('answers a body past the limit with 413, not 400', async () => {
    await refusedUnchanged(
      'POST',
      '/app-api/trade/phone/update-alias',
      rename('x'.repeat(1_100_000)),
      413,
      '请求内容过大',
      'The request body is too large',
    );
  });
});
