import type {
  CustomerServiceEntry,
  CustomerServiceEntryAdmin,
  DataCentre,
  DictData,
  GlobalConfig,
  GlobalConfigSettings,
  PageResult,
} from '@cloudphone/contract';
import { BUSINESS_STATUS } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../src/db/schema.js';
import { COUNTRIES } from '../../src/devices/catalogue.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';

let t: Harness;
let operator: string;
beforeAll(async () => {
  t = await createHarness({ REMINDER_SWEEP_S: '0' });
  operator = await operatorToken(t);
});
afterAll(() => t.close());

const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { token?: string; lang?: string; payload?: object } = {}) =>
  t.call<T>({
    method,
    url,
    headers: { ...(opts.token ? bearer(opts.token) : {}), 'accept-language': opts.lang ?? 'zh-CN' },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });

describe('dictionaries (dict-data/get)', () => {
  it('answers the business status dictionary in order, labelled in the caller’s language', async () => {
    const zh = await call<DictData[]>('GET', '/app-api/system/dict-data/get?dictType=member_business_status');
    expect(zh.code, zh.msg).toBe(0);
    expect(zh.data[0]).toEqual({
      dictType: 'member_business_status',
      dictLabel: '正常',
      dictValue: '1',
      dictSort: 1,
      listClass: 'success',
      cssClass: '',
    });
    // The values are BUSINESS_STATUS's codes (grant rows carry them).
    expect(zh.data.map((d) => d.dictValue)).toEqual(Object.values(BUSINESS_STATUS).map(String));
    const en = await call<DictData[]>('GET', '/app-api/system/dict-data/get?dictType=member_business_status', { lang: 'en-US,en;q=0.9' });
    expect(en.data.map((d) => d.dictLabel)).toEqual(['Normal', 'Expired', 'Abnormal', 'In use']);
  });

  it('answers an unknown dictionary as empty, and refuses a malformed type', async () => {
    expect(await call('GET', '/app-api/system/dict-data/get?dictType=no_such_dict')).toMatchObject({ code: 0, data: [] });
    expect((await call('GET', '/app-api/system/dict-data/get?dictType=a%25b')).status).toBe(400);
    expect((await call('GET', '/app-api/system/dict-data/get')).status).toBe(400);
  });
});

describe('data centres (front/dc-info)', () => {
  it('names every city a phone can be in (the catalogue the simulator and customisation use), in the caller’s language', async () => {
    const zh = await call<DataCentre[]>('GET', '/app-api/system/front/dc-info');
    expect(zh.code, zh.msg).toBe(0);
    expect(zh.data[0]).toEqual({ code: 'CN-SHA', name: '上海数据中心', country: 'CN', city: 'Shanghai' });
    const at = new Set(zh.data.map((d) => `${d.country}/${d.city}`));
    for (const country of COUNTRIES) for (const city of country.cities) expect(at).toContain(`${country.code}/${city.nameEn}`);
    const en = await call<DataCentre[]>('GET', '/app-api/system/front/dc-info', { lang: 'en-US' });
    expect(en.data[0]!.name).toBe('Shanghai data centre');
    expect(en.data.map((d) => d.code)).toEqual(zh.data.map((d) => d.code));
  });

  it('has a data centre for every device of the fleet', async () => {
    const member = await signedInMember(t);
    await rentPhones(t, member.id, 3);
    const centres = (await call<DataCentre[]>('GET', '/app-api/system/front/dc-info')).data;
    const fleet = await t.deps.db.select({ country: devices.country, city: devices.city }).from(devices);
    expect(fleet.length).toBeGreaterThan(0);
    for (const d of fleet) expect(centres.some((c) => c.country === d.country && c.city === d.city)).toBe(true);
  });
});

describe('the operator’s front settings', () => {
  it('sets the hidden menus and the help-centre link that every console reads from global-config', async () => {
    expect(await call<GlobalConfig>('GET', '/app-api/system/front/global-config')).toMatchObject({
      data: { notNeedMenus: [], helpCenterUrl: null },
    });
    expect(await call<GlobalConfigSettings>('GET', '/admin-api/system/front/global-config', { token: operator })).toMatchObject({
      data: { notNeedMenus: [], helpCenterUrl: null },
    });
    const set = await call<GlobalConfigSettings>('PUT', '/admin-api/system/front/global-config', {
      token: operator,
      payload: { notNeedMenus: ['proxy', 'proxy'], helpCenterUrl: 'https://help.example.cn/center' },
    });
    expect(set).toMatchObject({ code: 0, data: { notNeedMenus: ['proxy'], helpCenterUrl: 'https://help.example.cn/center' } });
    expect((await call<GlobalConfig>('GET', '/app-api/system/front/global-config')).data).toEqual({
      notNeedMenus: ['proxy'],
      captchaEnabled: false,
      helpCenterUrl: 'https://help.example.cn/center',
    });
    expect(
      (await call('PUT', '/admin-api/system/front/global-config', { token: operator, payload: { helpCenterUrl: 'javascript:alert(1)' } }))
        .status,
    ).toBe(400);
    // Cleared: the link is hidden again.
    await call('PUT', '/admin-api/system/front/global-config', { token: operator, payload: { notNeedMenus: [], helpCenterUrl: null } });
    expect((await call<GlobalConfig>('GET', '/app-api/system/front/global-config')).data.helpCenterUrl).toBeNull();
  });

  it('adds, edits and deletes customer-service entries; members see the enabled ones', async () => {
    const created = await call<number>('POST', '/admin-api/system/customer-service/create', {
      token: operator,
      payload: { type: 2, name: '用户交流群', link: 'https://example.cn/group', htmlCode: '<p>扫码加入</p>', sort: 1 },
    });
    expect(created.code, created.msg).toBe(0);
    const id = created.data;
    const hidden = (
      await call<number>('POST', '/admin-api/system/customer-service/create', {
        token: operator,
        payload: { type: 1, name: '停用的客服', weChatContact: 'off', enabled: false },
      })
    ).data;
    const admin = await call<PageResult<CustomerServiceEntryAdmin>>('GET', '/admin-api/system/customer-service/page?pageSize=50', {
      token: operator,
    });
    expect(admin.data.list.find((e) => e.id === id)).toEqual({
      id,
      type: 2,
      name: '用户交流群',
      weChatContact: null,
      htmlCode: '<p>扫码加入</p>',
      link: 'https://example.cn/group',
      sort: 1,
      enabled: true,
    });
    expect(admin.data.list.find((e) => e.id === hidden)).toMatchObject({ enabled: false });
    const shown = async () =>
      (await call<PageResult<CustomerServiceEntry>>('GET', '/app-api/system/customer-service/page?pageSize=50')).data.list;
    expect((await shown()).map((e) => e.id)).toContain(id);
    expect((await shown()).map((e) => e.id)).not.toContain(hidden);

    const updated = await call<boolean>('PUT', '/admin-api/system/customer-service/update', {
      token: operator,
      payload: { id, type: 2, name: '新交流群', link: 'https://example.cn/new', enabled: false },
    });
    expect(updated).toMatchObject({ code: 0, data: true });
    expect((await shown()).map((e) => e.id)).not.toContain(id);
    expect(
      (await call('PUT', '/admin-api/system/customer-service/update', { token: operator, payload: { id: 999_999, type: 1, name: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/admin-api/system/customer-service/create', {
          token: operator,
          payload: { type: 1, name: 'x', link: 'ftp://x' },
        })
      ).status,
    ).toBe(400);

    expect(await call('DELETE', `/admin-api/system/customer-service/delete?id=${id}`, { token: operator })).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await call('DELETE', `/admin-api/system/customer-service/delete?id=${id}`, { token: operator })).status).toBe(404);
    const after = await call<PageResult<CustomerServiceEntryAdmin>>('GET', '/admin-api/system/customer-service/page?pageSize=50', {
      token: operator,
    });
    expect(after.data.list.some((e) => e.id === id)).toBe(false);
  });

  it('refuses every operator front call to a member or to nobody, and changes nothing', async () => {
    const member = await signedInMember(t);
    for (const token of [member.token, undefined]) {
      expect((await call('GET', '/admin-api/system/front/global-config', { token })).status).toBe(401);
      expect((await call('PUT', '/admin-api/system/front/global-config', { token, payload: { notNeedMenus: ['x'] } })).status).toBe(401);
      expect((await call('GET', '/admin-api/system/customer-service/page', { token })).status).toBe(401);
      expect((await call('POST', '/admin-api/system/customer-service/create', { token, payload: { type: 1, name: 'x' } })).status).toBe(
        401,
      );
      expect(
        (await call('PUT', '/admin-api/system/customer-service/update', { token, payload: { id: 1, type: 1, name: 'x' } })).status,
      ).toBe(401);
      expect((await call('DELETE', '/admin-api/system/customer-service/delete?id=1', { token })).status).toBe(401);
    }
    expect((await call<GlobalConfig>('GET', '/app-api/system/front/global-config')).data.notNeedMenus).toEqual([]);
  });
});
