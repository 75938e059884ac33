import { MEMBER_PERMISSIONS, type GetInfo, type MenuRoute } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, makeMember, operatorToken, signIn } from '../kit/members.js';

let t: Harness;
let member: string;
let ops: string;
beforeAll(async () => {
  t = await createHarness();
  member = (await signIn(t, (await makeMember(t.deps.db)).phone)).accessToken;
  ops = await operatorToken(t);
});
afterAll(() => t.close());

const paths = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);
const routes = async () => paths((await t.call<MenuRoute[]>({ method: 'GET', url: '/getRouters', headers: bearer(member) })).data);
const info = async () => (await t.call<GetInfo>({ method: 'GET', url: '/getInfo', headers: bearer(member) })).data;
const switches = (disabled: unknown, token = ops, lang = 'zh-CN') =>
  t.call<{ disabled: string[] }>({
    method: 'PUT',
    url: '/admin-api/member/permission-switches',
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { disabled },
  });

describe('routes generated from permissions', () => {
  it('gives members every area by default', async () => {
    expect((await info()).permissions).toEqual([...MEMBER_PERMISSIONS]);
    expect(await routes()).toEqual(expect.arrayContaining(['/proxy', '/setting', 'account', '/orderRecords', '/play']));
  });

  it('drops the routes of areas an operator switches off, and their empty containers', async () => {
    expect(await switches(['proxy:manage', 'setting:view', 'order:records'])).toMatchObject({
      code: 0,
      data: { disabled: ['proxy:manage', 'setting:view', 'order:records'] },
    });
    const now = await routes();
    for (const gone of ['/proxy', '/setting', 'account', 'about', 'customer', '/orderRecords']) expect(now).not.toContain(gone);
    expect(now).toEqual(expect.arrayContaining(['/index', '/payManage', '/play', '/notice']));
    expect((await info()).permissions).not.toContain('proxy:manage');
    expect((await info()).permissions).toContain('order:buy');

    expect((await switches([])).data.disabled).toEqual([]);
    expect(await routes()).toContain('/proxy');
  });

  it('refuses an unknown area with a translated message and changes nothing', async () => {
    await switches(['proxy:manage']);
    expect(await switches(['proxy:manage', 'phones:delete'])).toMatchObject({ status: 400, msg: expect.any(String) });
    const en = await switches(['nope'], ops, 'en-US');
    expect(en.status).toBe(400);
    expect(en.msg).toMatch(/[a-z]/i);
    expect(en.msg).not.toMatch(/[\u4e00-\u9fa5]/);
    expect((await switches('proxy:manage')).status).toBe(400);
    const read = await t.call<{ disabled: string[] }>({
      method: 'GET',
      url: '/admin-api/member/permission-switches',
      headers: bearer(ops),
    });
    expect(read.data.disabled).toEqual(['proxy:manage']);
    await switches([]);
  });

  it('lets only operators switch areas', async () => {
    expect((await switches(['proxy:manage'], member)).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin-api/member/permission-switches', headers: bearer(member) })).status).toBe(401);
    expect((await info()).permissions).toContain('proxy:manage');
  });
});
