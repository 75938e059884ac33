import type { ConfigRow, PageResult } from '@cloudphone/contract';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { notifyMessages, phones, systemConfigs } from '../../src/db/schema.js';
import { readXlsxRows, XLSX_CONTENT_TYPE } from '../../src/infra/spreadsheet.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';
import { systemKit } from './system-kit.js';

let t: Harness;
let admin: string;
let finance: string;
let kit: ReturnType<typeof systemKit>;
beforeAll(async () => {
  t = await createHarness({ REMINDER_SWEEP_S: '0' });
  kit = systemKit(t);
  [admin, finance] = [await operatorToken(t), await operatorToken(t, ['finance'])];
});
afterAll(() => t.close());

const CONFIG = '/admin-api/system/config';
const DUE_DAYS = 'notice.reminder.dueDays';
const rowCount = async () => (await t.deps.db.select({ n: count() }).from(systemConfigs))[0]!.n;
const valueOf = async (key: string, on: Pick<Harness, 'app'> = t) => {
  const res = await on.app.inject({ method: 'GET', url: `${CONFIG}/configKey/${encodeURIComponent(key)}`, headers: bearer(admin) });
  const body = res.json<{ code: number; data: string | null }>();
  expect(body.code).toBe(0);
  return body.data;
};
async function create(payload: Record<string, unknown>) {
  const res = await kit.call<number>('POST', CONFIG, { token: admin, payload });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}
const rowOf = async (id: number) => (await kit.call<ConfigRow>('GET', `${CONFIG}/${id}`, { token: admin })).data;

describe('parameters', () => {
  it('ship the due-reminder days as a built-in parameter', async () => {
    const list = await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configKey=reminder`, { token: admin });
    expect(list.data.list).toEqual([expect.objectContaining({ configKey: DUE_DAYS, configValue: '3,1', configType: 'Y' })]);
    expect(await valueOf(DUE_DAYS)).toBe('3,1');
  });

  it('are created, read by id and by key, listed with filters, edited (fresh at once) and deleted (nothing after)', async () => {
    const id = await create({ configName: '测试开关', configKey: 'test.flag', configValue: 'on', remark: '说明' });
    expect(await rowOf(id)).toMatchObject({
      configId: id,
      configName: '测试开关',
      configKey: 'test.flag',
      configValue: 'on',
      configType: 'N',
      remark: '说明',
    });
    expect(await valueOf('test.flag')).toBe('on');
    await create({ configName: '另一个', configKey: 'test.other', configValue: 'x', configType: 'Y' });
    const byName = await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configName=${encodeURIComponent('测试')}`, {
      token: admin,
    });
    expect(byName.data.list.map((r) => r.configKey)).toEqual(['test.flag']);
    const builtIn = await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configType=Y&pageSize=1&pageNo=2`, { token: admin });
    expect(builtIn.data).toMatchObject({ total: 2, list: [{ configKey: 'test.other' }] });

    const put = await kit.call('PUT', CONFIG, {
      token: admin,
      payload: { configId: id, configName: '测试开关', configKey: 'test.flag', configValue: 'off' },
    });
    expect(put).toMatchObject({ code: 0, data: true });
    expect(await valueOf('test.flag')).toBe('off');
    expect((await rowOf(id)).remark).toBeNull();
    // A new key: the old one is gone at once, the new one there.
    await kit.call('PUT', CONFIG, {
      token: admin,
      payload: { configId: id, configName: '测试开关', configKey: 'test.flag2', configValue: 'off' },
    });
    expect(await valueOf('test.flag')).toBeNull();
    expect(await valueOf('test.flag2')).toBe('off');

    expect(await kit.call('DELETE', `${CONFIG}/${id}`, { token: admin })).toMatchObject({ code: 0, data: true });
    expect(await valueOf('test.flag2')).toBeNull();
    await kit.refusedInBoth('GET', `${CONFIG}/${id}`, { token: admin }, 404, { zh: '参数不存在', en: 'This parameter does not exist' });
    await kit.refusedInBoth('DELETE', `${CONFIG}/${id}`, { token: admin }, 404, { zh: '参数不存在', en: 'This parameter does not exist' });
  });

  it('refuse bad input, a taken key and built-in rules in both languages, and change nothing', async () => {
    const [seed] = (await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configKey=${DUE_DAYS}`, { token: admin })).data.list;
    const mine = await create({ configName: '我的', configKey: 'test.mine', configValue: '1' });
    const before = { n: await rowCount(), seed: await rowOf(seed!.configId), mine: await rowOf(mine) };
    const ok = { configName: 'n', configKey: 'test.new', configValue: 'v' };
    const refusals: Array<[Record<string, unknown>, number, string, string]> = [
      [{ ...ok, configName: '' }, 400, '参数名称不能为空', 'Parameter name cannot be empty'],
      [{ ...ok, configKey: undefined }, 400, '参数键名不能为空', 'Parameter key cannot be empty'],
      [
        { ...ok, configKey: 'has space' },
        400,
        '参数键名只能包含字母、数字和 . _ : -',
        'The parameter key holds only letters, digits and . _ : -',
      ],
      [{ ...ok, configKey: 'k'.repeat(101) }, 400, '参数键名长度不能超过100个字符', 'The parameter key can be at most 100 characters'],
      [{ ...ok, configValue: '  ' }, 400, '参数键值不能为空', 'Parameter value cannot be empty'],
      [{ ...ok, configValue: 'v'.repeat(501) }, 400, '参数键值长度不能超过500个字符', 'The parameter value can be at most 500 characters'],
      [{ ...ok, configType: 'X' }, 400, '系统内置只能是 Y 或 N', 'Built-in is Y or N'],
      [{ ...ok, configKey: 'test.mine' }, 409, '参数键名已存在', 'A parameter with this key already exists'],
    ];
    for (const [payload, status, zh, en] of refusals)
      await kit.refusedInBoth('POST', CONFIG, { token: admin, payload }, status, { zh, en });
    // The due days must be days the reminders can use.
    const dueDays = {
      zh: '到期提醒天数为 1-365 的整数，最多 5 个，用英文逗号分隔，如 3,1',
      en: 'Due reminder days are up to 5 whole numbers from 1 to 365, separated by commas, e.g. 3,1',
    };
    for (const configValue of ['abc', '3,,1', '0', '400', '3,3', '1,2,3,4,5,6', '3;1'])
      await kit.refusedInBoth('PUT', CONFIG, { token: admin, payload: { ...seed, configValue } }, 400, dueDays);
    await kit.refusedInBoth('PUT', CONFIG, { token: admin, payload: { ...seed, configKey: 'renamed.due' } }, 409, {
      zh: `内置参数【${DUE_DAYS}】的键名不能修改`,
      en: `The key of the built-in parameter [${DUE_DAYS}] cannot be changed`,
    });
    await kit.refusedInBoth('DELETE', `${CONFIG}/${seed!.configId}`, { token: admin }, 409, {
      zh: `内置参数【${DUE_DAYS}】不能删除`,
      en: `The built-in parameter [${DUE_DAYS}] cannot be deleted`,
    });
    await kit.refusedInBoth(
      'PUT',
      CONFIG,
      { token: admin, payload: { ...ok, configId: mine, configKey: DUE_DAYS, configValue: '2' } },
      409,
      {
        zh: '参数键名已存在',
        en: 'A parameter with this key already exists',
      },
    );
    await kit.refusedInBoth('PUT', CONFIG, { token: admin, payload: { ...ok, configId: 999999 } }, 404, {
      zh: '参数不存在',
      en: 'This parameter does not exist',
    });
    expect({ n: await rowCount(), seed: await rowOf(seed!.configId), mine: await rowOf(mine) }).toEqual(before);
    expect(await valueOf(DUE_DAYS)).toBe('3,1');
  });

  it('let finance read but not write, and a refused write stores nothing', async () => {
    const id = await create({ configName: '财务看', configKey: 'test.finance', configValue: 'a' });
    const before = { n: await rowCount(), row: await rowOf(id) };
    expect((await kit.call('GET', `${CONFIG}/list`, { token: finance })).status).toBe(200);
    expect((await kit.call('GET', `${CONFIG}/configKey/test.finance`, { token: finance })).data).toBe('a');
    const writes: Array<[Parameters<typeof kit.call>[0], string, object?]> = [
      ['POST', CONFIG, { configName: 'x', configKey: 'by.finance', configValue: '1' }],
      ['PUT', CONFIG, { configId: id, configName: 'x', configKey: 'test.finance', configValue: 'b' }],
      ['DELETE', `${CONFIG}/${id}`],
      ['DELETE', `${CONFIG}/clearCache`],
    ];
    for (const [method, url, payload] of writes) {
      const res = await kit.call(method, url, { token: finance, lang: 'en-US', ...(payload ? { payload } : {}) });
      expect({ status: res.status, msg: res.msg }, `${method} ${url}`).toEqual({ status: 403, msg: 'Current operation has no permission' });
    }
    expect((await t.app.inject({ method: 'GET', url: `${CONFIG}/export`, headers: bearer(finance) })).statusCode).toBe(403);
    expect({ n: await rowCount(), row: await rowOf(id) }).toEqual(before);
  });

  it('export as XLSX with the list’s filters', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `${CONFIG}/export?configType=Y`,
      headers: { ...bearer(admin), 'accept-language': 'en-US' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
    const rows = await readXlsxRows(file.rawPayload, { maxRows: 100 });
    const listed = (await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configType=Y`, { token: admin })).data;
    expect(rows.map((r) => r.cells.Key)).toEqual(listed.list.map((r) => r.configKey));
    expect(rows.find((r) => r.cells.Key === DUE_DAYS)?.cells).toMatchObject({ Value: '3,1', 'Built-in': 'Yes' });
  });
});

describe('the parameter cache', () => {
  it('serves cached values until a change or clearCache empties it, on every node', async () => {
    const second: BuiltApp = await buildApp({ config: t.config, clock: t.clock, resources: t.deps.resources, logger: false });
    await second.app.ready();
    try {
      const id = await create({ configName: '缓存', configKey: 'test.cached', configValue: 'v1' });
      expect(await valueOf('test.cached', t)).toBe('v1');
      expect(await valueOf('test.cached', second)).toBe('v1');
      // Changed behind the server's back: both nodes keep serving what they cached.
      await t.deps.db.update(systemConfigs).set({ configValue: 'v2' }).where(eq(systemConfigs.id, id));
      expect(await valueOf('test.cached', t)).toBe('v1');
      expect(await valueOf('test.cached', second)).toBe('v1');
      // clearCache on one node empties both.
      expect(await kit.call('DELETE', `${CONFIG}/clearCache`, { token: admin })).toMatchObject({ code: 0, data: true });
      expect(await valueOf('test.cached', t)).toBe('v2');
      await expect.poll(() => valueOf('test.cached', second)).toBe('v2');
      // An edit made through the second node reaches the first.
      const put = await second.app.inject({
        method: 'PUT',
        url: CONFIG,
        headers: bearer(admin),
        payload: { configId: id, configName: '缓存', configKey: 'test.cached', configValue: 'v3' },
      });
      expect(put.statusCode).toBe(200);
      expect(await valueOf('test.cached', second)).toBe('v3');
      await expect.poll(() => valueOf('test.cached', t)).toBe('v3');
    } finally {
      await second.app.close();
    }
  });
});

describe('the due-reminder days', () => {
  const HOUR = 3_600_000;
  it('decide which reminders are sent, read from the configuration at each sweep', async () => {
    const m = await signedInMember(t);
    const [phoneId] = await rentPhones(t, m.id, 1, { alias: () => 'four days' });
    await t.deps.db
      .update(phones)
      .set({ expireTime: new Date(t.clock.now().getTime() + 100 * HOUR) })
      .where(eq(phones.id, phoneId!));
    const messages = () =>
      t.deps.db
        .select({ type: notifyMessages.type, content: notifyMessages.content })
        .from(notifyMessages)
        .where(eq(notifyMessages.memberId, m.id))
        .orderBy(asc(notifyMessages.id));

    // 3 and 1 days: a phone 100 hours from expiry gets nothing yet.
    await t.deps.notices.sweepReminders();
    expect(await messages()).toEqual([]);

    const [row] = (await kit.call<PageResult<ConfigRow>>('GET', `${CONFIG}/list?configKey=${DUE_DAYS}`, { token: admin })).data.list;
    const put = await kit.call('PUT', CONFIG, { token: admin, payload: { ...row, configValue: '5,1' } });
    expect(put.code, put.msg).toBe(0);
    await t.deps.notices.sweepReminders();
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe(3);
    expect(sent[0]!.content).toContain('5');
    expect(sent[0]!.content).toContain('four days');
    await kit.call('PUT', CONFIG, { token: admin, payload: { ...row, configValue: '3,1' } });
  });
});
