import { describe, expect, it } from 'vitest';
import { buildHeaders } from './headers';

describe('buildHeaders', () => {
  it('sends only the language (and content type) without a session', () => {
    expect(buildHeaders({ locale: 'en-US', token: null, channelCode: 'default' })).toEqual({
      'Accept-Language': 'en-US',
      'Content-Type': 'application/json;charset=utf-8',
    });
  });

  it('adds bearer token, terminal, channel and version code with a session', () => {
    const headers = buildHeaders({ locale: 'zh-CN', token: 'abc', channelCode: 'promo-7' }, { json: false });
    expect(headers).toEqual({
      'Accept-Language': 'zh-CN',
      Authorization: 'Bearer abc',
      terminal: 'WEB',
      'channel-code': 'promo-7',
      'version-code': '202503201',
    });
  });

  it("falls back to the 'default' channel and can leave the token out", () => {
    expect(buildHeaders({ locale: 'zh-CN', token: 'abc', channelCode: '' })['channel-code']).toBe('default');
    expect(buildHeaders({ locale: 'zh-CN', token: 'abc', channelCode: 'x' }, { withToken: false }).Authorization).toBeUndefined();
  });
});
