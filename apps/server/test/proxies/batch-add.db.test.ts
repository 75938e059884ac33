import { PROXY_BATCH_LINES_MAX, type ProxyBatchResult, type ProxyLineResult } from '@cloudphone/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { proxies } from '../../src/db/schema.js';
import { createProxyCrypto } from '../../src/modules/proxies/proxy-crypto.js';
import { type Account, EN, k, P, t, useProxiesSuite, ZH } from './manage-kit.js';

let owner: Account;
let groupId: number;

useProxiesSuite();
beforeAll(async () => {
  owner = await k.account();
  groupId = await k.group(owner);
});

const batch = (content: string, lang = EN, over: object = {}, who = owner) =>
  k.post<ProxyBatchResult>(P.createBatch, who, { groupId, content, checkDuplicate: true, ...over }, lang);
const memberProxies = (who: Account) => t.deps.db.select().from(proxies).where(eq(proxies.memberId, who.id)).orderBy(asc(proxies.id));

const NOT_ADDED: Record<string, string> = {
  [EN]: 'Not added: some lines were refused; correct them and submit again',
  [ZH]: '未添加：有行未通过检查，修改后请重新提交',
};
const ADDED = { [EN]: 'Added successfully', [ZH]: '添加成功' };
const DUPLICATE = { [EN]: 'Same as an existing proxy; skipped', [ZH]: '与已有代理重复，已跳过' };
const sameAs = (line: number) => ({ [EN]: `Same as line ${line}; skipped`, [ZH]: `与第 ${line} 行重复，已跳过` });

type Expect =
  { status: 'good' } | { status: 'duplicate'; msg: Record<string, string> } | { status: 'refused'; msg: Record<string, string> };
const good: Expect = { status: 'good' };
const dup = (msg: Record<string, string>): Expect => ({ status: 'duplicate', msg });
const bad = (en: string, zh: string): Expect => ({ status: 'refused', msg: { [EN]: en, [ZH]: zh } });

/** 30 lines in both formats: good, blank, duplicates of an existing proxy and of earlier lines, and (when `withBad`) bad ones. */
function thirtyLines(withBad: boolean): Array<[string, Expect | null]> {
  const lines: Array<[string, Expect | null]> = [
    ['10.0.0.1:1080:u1:p1{first}', good],
    ['', null],
    ['u2:p2@10.0.0.2:1081', good],
    ['10.9.0.1:1080:exist:Ex#1', dup(DUPLICATE)],
    ['10.0.0.3:1082:u3:p3', good],
    ['10.0.0.1:1080:u1:p1{again}', dup(sameAs(1))],
    withBad ? ['300.0.0.1:1080:u:p', bad('Please enter a valid IPv4', '请输入正确的IPv4')] : ['10.0.0.7:1080:u7:p7', good],
    ['exist:Ex#1@10.9.0.1:1080{second format}', dup(DUPLICATE)],
    ['u9:p9@10.0.0.9:1089{nine}', good],
    withBad ? ['10.0.0.10:99999:u:p', bad('The port is a whole number from 1 to 65535', '端口为 1-65535 的整数')] : ['', null],
    ['   10.0.0.11:1080:u11:p11   ', good],
    withBad
      ? [
          '10.0.0.12:1080:u 12:p',
          bad(
            'Account and password may contain only letters, digits and !@#$%^&*();:.,/~+-_?<>[]=|{}',
            '账号和密码只能包含字母、数字和 !@#$%^&*();:.,/~+-_?<>[]=|{}',
          ),
        ]
      : ['u12:p12@10.0.0.12:1080', good],
    ['  ', null],
    withBad
      ? [
          'not a proxy',
          bad(
            'Wrong format: use host:port:account:password{remark} or account:password@host:port{remark}',
            '格式错误，应为 IP:端口:账号:密码{备注} 或 账号:密码@IP:端口{备注}',
          ),
        ]
      : ['10.0.0.14:1080:u14:p14', good],
  ];
  for (let n = 15; n <= 30; n++) {
    if (n === 20) lines.push(['10.0.0.2:1081:u2:p2{same as line 3}', dup(sameAs(3))]);
    else if (n === 25) lines.push(withBad ? ['10.0.1.25:1080::pw', bad('Please enter account', '请输入账号')] : ['', null]);
    else lines.push([n % 2 ? `10.0.1.${n}:2000:user${n}:pw${n}` : `user${n}:pw${n}@10.0.1.${n}:2000{r${n}}`, good]);
  }
  return lines;
}

describe('batch add', () => {
  it('adds nothing when a line of 30 is refused, and says for every line why or that it was not added', async () => {
    await k.proxy(owner, groupId, { protocol: 'HTTP', host: '10.9.0.1', account: 'exist', password: 'Ex#1' });
    const lines = thirtyLines(true);
    expect(lines).toHaveLength(30);
    const before = await k.rows();
    for (const lang of [EN, ZH]) {
      const res = await batch(lines.map(([text]) => text).join('\r\n'), lang);
      expect(res.code, res.msg).toBe(0);
      const expected = lines.flatMap(([, want], i): ProxyLineResult[] =>
        want === null
          ? []
          : [
              {
                line: i + 1,
                status: want.status === 'good' ? 'refused' : want.status,
                msg: want.status === 'good' ? NOT_ADDED[lang]! : want.msg[lang]!,
              },
            ],
      );
      expect(res.data.results).toEqual(expected);
    }
    expect(await k.rows()).toEqual(before);
  });

  it('adds every good line of 30 in one go, skipping duplicates, stored sealed as SOCKS5 in the group', async () => {
    const who = await k.account();
    const theirGroup = await k.group(who);
    await k.proxy(who, theirGroup, { protocol: 'HTTP', host: '10.9.0.1', account: 'exist', password: 'Ex#1' });
    const lines = thirtyLines(false);
    const res = await batch(lines.map(([text]) => text).join('\n'), ZH, { groupId: theirGroup }, who);
    expect(res.code, res.msg).toBe(0);
    const expected = lines.flatMap(([, want], i) =>
      want === null
        ? []
        : [{ line: i + 1, status: want.status === 'good' ? 'added' : want.status, msg: want.status === 'good' ? ADDED[ZH] : want.msg[ZH] }],
    );
    expect(res.data.results.map(({ id: _id, ...r }) => r)).toEqual(expected);
    const added = res.data.results.filter((r) => r.status === 'added');
    expect(added).toHaveLength(lines.filter(([, w]) => w?.status === 'good').length);
    expect(added.every((r) => typeof r.id === 'number')).toBe(true);
    expect(res.data.results.filter((r) => r.status !== 'added').every((r) => r.id === undefined)).toBe(true);

    const stored = await memberProxies(who);
    expect(stored.map((p) => p.id)).toEqual([stored[0]!.id, ...added.map((r) => r.id)]);
    const crypto = createProxyCrypto(t.config.APP_SECRET!);
    const byId = new Map(stored.map((p) => [p.id, p]));
    const first = byId.get(added[0]!.id!)!;
    expect([first.protocol, first.host, first.port, first.account, first.remark, first.groupId, first.expireTime]).toEqual([
      'SOCKS5',
      '10.0.0.1',
      1080,
      'u1',
      'first',
      theirGroup,
      null,
    ]);
    expect(first.credentials).not.toContain('p1');
    expect(crypto.open(first.credentials)).toEqual({ account: 'u1', password: 'p1' });
    const line16 = byId.get(res.data.results.find((r) => r.line === 16)!.id!)!;
    expect([line16.host, line16.account, line16.remark, crypto.open(line16.credentials).password]).toEqual([
      '10.0.1.16',
      'user16',
      'r16',
      'pw16',
    ]);
    expect(stored.every((p) => p.protocol === 'SOCKS5' || p.host === '10.9.0.1')).toBe(true);
  });

  it('adds duplicates too without the check', async () => {
    const who = await k.account();
    const g = await k.group(who);
    const line = '10.0.0.1:1080:u:p';
    const res = await batch(`${line}\n${line}`, EN, { groupId: g, checkDuplicate: false }, who);
    expect(res.data.results.map((r) => r.status)).toEqual(['added', 'added']);
    const again = await batch(line, EN, { groupId: g }, who);
    expect(again.data.results).toEqual([{ line: 1, status: 'duplicate', msg: DUPLICATE[EN] }]);
    expect(await memberProxies(who)).toHaveLength(2);
  });

  it('skips on the second of two identical batches sent at once', async () => {
    const who = await k.account();
    const g = await k.group(who);
    const content = '10.0.0.1:1080:u:p\nu:q@10.0.0.2:1080';
    const [a, b] = await Promise.all([batch(content, EN, { groupId: g }, who), batch(content, EN, { groupId: g }, who)]);
    const statuses = [a.data.results.map((r) => r.status).join(), b.data.results.map((r) => r.status).join()].sort();
    expect(statuses).toEqual(['added,added', 'duplicate,duplicate']);
    expect(await memberProxies(who)).toHaveLength(2);
  });

  it('takes 1000 lines and refuses 1001, in both languages', async () => {
    const who = await k.account();
    const g = await k.group(who);
    const lines = Array.from({ length: PROXY_BATCH_LINES_MAX }, (_, i) => `10.${Math.floor(i / 256)}.${i % 256}.1:1080:u${i}:p${i}`);
    const before = await k.rows();
    k.invalid(
      await batch([...lines, '10.9.9.9:1080:u:p'].join('\n'), EN, { groupId: g }, who),
      'At most 1000 proxies can be added at once',
    );
    k.invalid(await batch([...lines, ''].join('\r\n'), ZH, { groupId: g }, who), '一次最多添加 1000 条代理');
    expect(await k.rows()).toEqual(before);
    const res = await batch(lines.join('\n'), EN, { groupId: g }, who);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.results.filter((r) => r.status === 'added')).toHaveLength(PROXY_BATCH_LINES_MAX);
    expect(await memberProxies(who)).toHaveLength(PROXY_BATCH_LINES_MAX);
  });

  it('refuses an empty batch, no group and another member’s group, adding nothing', async () => {
    const stranger = await k.account();
    const theirs = await k.group(stranger);
    const before = await k.rows();
    k.invalid(await batch(' \n \r\n'), 'Please enter the proxies');
    k.invalid(await batch('', ZH), '请输入代理信息');
    k.invalid(await batch('10.0.0.1:1080:u:p', EN, { groupId: undefined }), 'Please select group');
    k.refused(await batch('10.0.0.1:1080:u:p', EN, { groupId: theirs }), 'PROXY_GROUP_NOT_FOUND', 'This proxy group does not exist');
    k.refused(await batch('10.0.0.1:1080:u:p', ZH, { groupId: theirs }), 'PROXY_GROUP_NOT_FOUND', '代理分组不存在');
    expect(await k.rows()).toEqual(before);
  });
});
