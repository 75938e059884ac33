import { describe, expect, it } from 'vitest';
import {
  checkNewProxy,
  checkProxyEdit,
  chunked,
  detectSelectionProblem,
  groupNameProblem,
  mergeProblems,
  type ProxyDraft,
} from './proxy-rules';

const NOW = Date.UTC(2030, 0, 1);
const GOOD: ProxyDraft = {
  protocol: 'SOCKS5',
  host: '127.0.0.1',
  port: '1080',
  account: 'a-Z_0.9',
  password: '!@#$%^&*();:.,/~+-_?<>[]=|{}',
  groupId: 3,
  remark: '',
  expireTime: null,
};

describe('the proxy form rules', () => {
  it('take a loopback IPv4, every listed symbol in credentials, and no expiry', () => {
    expect(checkNewProxy(GOOD, NOW)).toEqual({ problems: {}, value: { ...GOOD, port: 1080 } });
  });

  it('give the spec messages for each field, the first problem of each', () => {
    const { problems, value } = checkNewProxy(
      { ...GOOD, host: '1.2.3.4.5', port: '0', account: '', password: 'a b', groupId: null, remark: 'x'.repeat(101), expireTime: NOW },
      NOW,
    );
    expect(value).toBeUndefined();
    expect(problems).toEqual({
      host: 'proxy.host.invalid',
      port: 'proxy.port.invalid',
      account: 'proxy.account.required',
      password: 'proxy.credential.invalid',
      groupId: 'proxy.group.required',
      remark: 'proxy.remark.length',
      expireTime: 'proxy.expirePast',
    });
    expect(checkNewProxy({ ...GOOD, port: '65536', account: 'x'.repeat(65) }, NOW).problems).toEqual({
      port: 'proxy.port.invalid',
      account: 'proxy.credential.length',
    });
    expect(checkNewProxy({ ...GOOD, host: ' ', port: ' ' }, NOW).problems).toEqual({
      host: 'proxy.host.required',
      port: 'proxy.port.required',
    });
  });

  it('on edit leave an empty password out, so the stored one stays', () => {
    expect(checkProxyEdit(7, { ...GOOD, password: '' }, { now: NOW })).toEqual({
      problems: {},
      value: { id: 7, protocol: 'SOCKS5', host: '127.0.0.1', port: 1080, account: 'a-Z_0.9', groupId: 3, remark: '', expireTime: null },
    });
    expect(checkProxyEdit(7, { ...GOOD, password: '中文' }, { now: NOW }).problems).toEqual({ password: 'proxy.credential.invalid' });
    // A past expiry left as it was is the server's to judge; a changed one must be after now.
    expect(checkProxyEdit(7, { ...GOOD, expireTime: NOW - 1 }, { now: NOW, isExpiryKept: true }).problems).toEqual({});
    expect(checkProxyEdit(7, { ...GOOD, expireTime: NOW - 1 }, { now: NOW }).problems).toEqual({ expireTime: 'proxy.expirePast' });
  });

  it('want a group name of 1 to 10 characters', () => {
    expect(groupNameProblem('  ')).toBe('proxy.group.nameRequired');
    expect(groupNameProblem('一二三四五六七八九十')).toBeNull();
    expect(groupNameProblem('一二三四五六七八九十一')).toBe('proxy.group.nameLength');
  });

  it('want old groups and a different new group to merge', () => {
    expect(mergeProblems([], null)).toEqual({ oldGroupIds: 'proxy.merge.oldRequired', newGroupId: 'proxy.merge.newRequired' });
    expect(mergeProblems([1, 2], 2)).toEqual({ newGroupId: 'proxy.merge.same' });
    expect(mergeProblems([1, 2], 3)).toEqual({});
  });

  it('detect 1 to 100 proxies, in calls of a few', () => {
    expect(detectSelectionProblem(0)).toBe('proxy.select.required');
    expect(detectSelectionProblem(100)).toBeNull();
    expect(detectSelectionProblem(101)).toBe('proxy.detect.tooMany');
    expect(chunked([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
