import { ALL_PERMISSIONS, OPERATOR_ROLES, type OperatorRoleInfo, type OperatorRow, type PageResult } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { operatorToken } from '../kit/members.js';
import { api, counts, created, freshName, newOperator, OP_PASSWORD, signInOperator, whoAmI } from './operators-kit.js';

let t: Harness;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createHarness();
  admin = await operatorToken(t);
  adminId = (await whoAmI(t, admin)).data.user.id;
});
afterAll(() => t.close());

const USERS = '/admin-api/system/user';

describe('operators: list and detail', () => {
  it('lists operators with RuoYi’s fields, filtered by user name (contains) and status, paged', async () => {
    const tag = freshName('list');
    const a = await created(t, admin, { userName: `${tag}_a`, roles: ['ops', 'finance'], email: 'a@example.com', mobile: '13800000001' });
    const b = await created(t, admin, { userName: `${tag}_b`, remark: '夜班' });
    await api(t, admin).put(`${USERS}/changeStatus`, { userId: b.userId, status: 1 });

    const page = await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${tag.toUpperCase()}&pageNo=1&pageSize=10`);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.total).toBe(2);
    expect(page.data.list[0]).toEqual({
      userId: a.userId,
      userName: `${tag}_a`,
      nickName: '测试运营',
      status: 0,
      roles: ['ops', 'finance'],
      email: 'a@example.com',
      mobile: '13800000001',
      remark: null,
      loginIp: null,
      loginDate: null,
      createTime: expect.any(Number),
    });
    const disabled = await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${tag}&status=1`);
    expect(disabled.data.list.map((o) => o.userName)).toEqual([`${tag}_b`]);
    expect((await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${tag}&status=`)).data.total).toBe(2);
    const second = await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=${tag}&pageNo=2&pageSize=1`);
    expect(second.data).toMatchObject({ total: 2, list: [{ userId: b.userId }] });
    // A LIKE wildcard in the filter is a plain character.
    expect((await api(t, admin).get<PageResult<OperatorRow>>(`${USERS}/list?userName=%25`)).data.total).toBe(0);
  });

  it('answers one operator by id, 404 in both languages for none, 400 for a malformed id', async () => {
    const a = await created(t, admin);
    expect((await api(t, admin).get<OperatorRow>(`${USERS}/${a.userId}`)).data).toMatchObject({ userId: a.userId, userName: a.userName });
    expect(await api(t, admin).get(`${USERS}/999999999`)).toMatchObject({ status: 404, code: 1002000010, msg: '用户不存在' });
    expect((await api(t, admin, 'en-US').get(`${USERS}/999999999`)).msg).toBe('The user does not exist');
    expect((await api(t, admin).get(`${USERS}/abc`)).status).toBe(400);
  });
});

describe('operators: create and update', () => {
  it('creates an operator (answering the new id) whose password is hashed with argon2id and who can sign in', async () => {
    const input = newOperator({ roles: ['finance', 'finance'] });
    const res = await api(t, admin).post<number>(USERS, input);
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) });
    const [row] = await t.deps.db.select().from(operators).where(eq(operators.id, res.data));
    expect(row).toMatchObject({ username: input.userName, roles: ['finance'], status: 0 });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await signInOperator(t, input.userName, input.password);
    expect(signedIn.code, signedIn.msg).toBe(0);
  });

  it('refuses a taken user name in both languages', async () => {
    const a = await created(t, admin);
    const again = await api(t, admin).post(USERS, newOperator({ userName: a.userName }));
    expect(again).toMatchObject({ status: 409, code: 1002000011, msg: `新增用户“${a.userName}”失败，登录账号已存在` });
    const en = await api(t, admin, 'en-US').post(USERS, newOperator({ userName: a.userName }));
    expect(en.msg).toBe(`Cannot add user "${a.userName}": the user name already exists`);
  });

  it.each([
    [{ userName: 'a' }, '用户名为 2-30 位字母、数字或下划线', 'The user name is 2-30 letters, digits or underscores'],
    [{ userName: '运营人员' }, '用户名为 2-30 位字母、数字或下划线', 'The user name is 2-30 letters, digits or underscores'],
    [{ userName: 'x'.repeat(31) }, '用户名为 2-30 位字母、数字或下划线', 'The user name is 2-30 letters, digits or underscores'],
    [{ userName: '' }, '用户名不能为空', 'User name cannot be empty'],
    [{ nickName: ' ' }, '用户昵称不能为空', 'Nickname cannot be empty'],
    [{ nickName: 'n'.repeat(31) }, '用户昵称不能超过 30 个字符', 'The nickname can be at most 30 characters'],
    [
      { password: 'abc12345' },
      '请输入 8-20 位的大小写字母数字特殊符号组合',
      'Please enter 8-20 characters combining upper and lower case letters, digits and special characters',
    ],
    [{ password: '' }, '请输入密码', 'Please enter the password'],
    [{ roles: [] }, '请至少选择一个角色', 'Choose at least one role'],
    [{ roles: ['root'] }, '角色只能是 admin、ops 或 finance', 'A role is admin, ops or finance'],
    [{ email: 'not-mail' }, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'],
    [{ mobile: '12345' }, '请输入正确的手机号', 'Please enter a valid phone number'],
    [{ remark: 'r'.repeat(501) }, '备注不能超过 500 个字符', 'The remark can be at most 500 characters'],
  ] as const)('refuses %o in both languages and creates nothing', async (bad, zh, en) => {
    const before = await counts(t);
    const input = { ...newOperator(), ...bad };
    expect(await api(t, admin).post(USERS, input)).toMatchObject({ status: 400, msg: zh });
    expect(await api(t, admin, 'en-US').post(USERS, input)).toMatchObject({ status: 400, msg: en });
    expect(await counts(t)).toEqual(before);
  });

  it('updates the profile and roles (not the password); refuses a taken name and dropping one’s own admin role', async () => {
    const a = await created(t, admin);
    const b = await created(t, admin);
    const change = {
      userId: a.userId,
      userName: `${a.userName}_x`,
      nickName: '改名',
      roles: ['finance'],
      email: '',
      mobile: null,
      remark: '调岗',
    };
    expect(await api(t, admin).put(USERS, change)).toMatchObject({ code: 0, data: true });
    expect((await api(t, admin).get<OperatorRow>(`${USERS}/${a.userId}`)).data).toMatchObject({
      userName: `${a.userName}_x`,
      nickName: '改名',
      roles: ['finance'],
      email: null,
      remark: '调岗',
    });
    expect((await signInOperator(t, `${a.userName}_x`, a.password)).code).toBe(0);

    expect(await api(t, admin).put(USERS, { ...change, userName: b.userName })).toMatchObject({ status: 409, code: 1002000011 });
    expect(await api(t, admin).put(USERS, { ...change, userId: 999_999_999 })).toMatchObject({ status: 404 });
    const me = (await api(t, admin).get<OperatorRow>(`${USERS}/${adminId}`)).data;
    const demote = { userId: adminId, userName: me.userName, nickName: me.nickName, roles: ['ops'] };
    expect(await api(t, admin, 'en-US').put(USERS, demote)).toMatchObject({
      status: 400,
      code: 1002000014,
      msg: 'You cannot remove the administrator role from your own account',
    });
    expect((await whoAmI(t, admin)).data.roles).toEqual(['admin']);
    // A password in the body is not a field of the update: the old password still works.
    await api(t, admin).put(USERS, { ...change, password: 'N3w!password' });
    expect((await signInOperator(t, `${a.userName}_x`, a.password)).code).toBe(0);
  });
});

describe('operators: access', () => {
  it('disables an operator: their session ends at once and their sign-in answers OPERATOR_DISABLED; enabling lets them back', async () => {
    const a = await created(t, admin);
    const token = (await signInOperator(t, a.userName)).data.accessToken;
    expect((await whoAmI(t, token)).code).toBe(0);
    expect(await api(t, admin).put(`${USERS}/changeStatus`, { userId: a.userId, status: '1' })).toMatchObject({ code: 0 });
    expect((await whoAmI(t, token)).status).toBe(401);
    expect(await signInOperator(t, a.userName, OP_PASSWORD, 'en-US')).toMatchObject({ status: 403, code: 1002000001 });
    expect(await api(t, admin).put(`${USERS}/changeStatus`, { userId: a.userId, status: 0 })).toMatchObject({ code: 0 });
    expect((await signInOperator(t, a.userName)).code).toBe(0);
  });

  it('refuses disabling or deleting oneself, an unknown status, and an unknown operator', async () => {
    expect(await api(t, admin).put(`${USERS}/changeStatus`, { userId: adminId, status: 1 })).toMatchObject({
      status: 400,
      code: 1002000013,
      msg: '当前用户不能停用',
    });
    expect(await api(t, admin, 'en-US').del(`${USERS}/${adminId}`)).toMatchObject({
      status: 400,
      code: 1002000012,
      msg: 'You cannot delete your own account',
    });
    const a = await created(t, admin);
    expect(await api(t, admin).put(`${USERS}/changeStatus`, { userId: a.userId, status: 2 })).toMatchObject({
      status: 400,
      msg: '状态只能是 0（正常）或 1（停用）',
    });
    expect(await api(t, admin).put(`${USERS}/changeStatus`, { userId: 999_999_999, status: 1 })).toMatchObject({ status: 404 });
    expect((await whoAmI(t, admin)).code).toBe(0);
  });

  it('resets a password: their sessions end, the new one signs in, the old one no longer; a weak one is refused', async () => {
    const a = await created(t, admin);
    const token = (await signInOperator(t, a.userName)).data.accessToken;
    expect(await api(t, admin).put(`${USERS}/resetPwd`, { userId: a.userId, password: 'weak' })).toMatchObject({ status: 400 });
    expect((await whoAmI(t, token)).code).toBe(0);
    expect(await api(t, admin).put(`${USERS}/resetPwd`, { userId: a.userId, password: 'Fr3sh!pass' })).toMatchObject({ code: 0 });
    expect((await whoAmI(t, token)).status).toBe(401);
    expect((await signInOperator(t, a.userName)).code).toBe(1002000000);
    expect((await signInOperator(t, a.userName, 'Fr3sh!pass')).code).toBe(0);
  });

  it('resetting one’s own password keeps the session it was done from', async () => {
    const self = await created(t, admin, { roles: ['admin'] });
    const token = (await signInOperator(t, self.userName)).data.accessToken;
    expect(await api(t, token).put(`${USERS}/resetPwd`, { userId: self.userId, password: 'Own!passw0rd' })).toMatchObject({ code: 0 });
    expect((await whoAmI(t, token)).code).toBe(0);
  });

  it('deletes an operator: their session ends, the id is gone', async () => {
    const a = await created(t, admin);
    const token = (await signInOperator(t, a.userName)).data.accessToken;
    expect(await api(t, admin).del(`${USERS}/${a.userId}`)).toMatchObject({ code: 0, data: true });
    expect((await whoAmI(t, token)).status).toBe(401);
    expect((await api(t, admin).get(`${USERS}/${a.userId}`)).status).toBe(404);
    expect((await api(t, admin).del(`${USERS}/${a.userId}`)).status).toBe(404);
  });
});

describe('operators: sign-in', () => {
  it('records the last sign-in time and address', async () => {
    const a = await created(t, admin);
    const before = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/system/auth/login',
      payload: { username: a.userName, password: OP_PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    const row = (await api(t, admin).get<OperatorRow>(`${USERS}/${a.userId}`)).data;
    expect(row.loginIp).toBe('203.0.113.7');
    expect(row.loginDate).toBeGreaterThanOrEqual(before - 5000);
  });

  it('keeps one session: a second sign-in ends the first, which answers 401 “signed in elsewhere”', async () => {
    const a = await created(t, admin);
    const first = (await signInOperator(t, a.userName)).data.accessToken;
    const second = (await signInOperator(t, a.userName)).data.accessToken;
    const ended = await api(t, first, 'en-US').get('/admin-api/system/auth/get-permission-info');
    expect(ended).toMatchObject({ status: 401, code: 401, msg: 'Your account is already logged in on another device' });
    expect((await api(t, first).get('/admin-api/system/auth/get-permission-info')).msg).toBe('您的账号已在其他设备登录');
    expect((await whoAmI(t, second)).code).toBe(0);
  });
});

describe('roles and permissions', () => {
  it('lists the roles with their names in the caller’s language and their permissions', async () => {
    const zh = await api(t, admin).get<OperatorRoleInfo[]>('/admin-api/system/role/list-all-simple');
    expect(zh.data.map((r) => [r.roleKey, r.roleName])).toEqual([
      ['admin', '超级管理员'],
      ['ops', '运营'],
      ['finance', '财务'],
    ]);
    const en = await api(t, admin, 'en-US').get<OperatorRoleInfo[]>('/admin-api/system/role/list-all-simple');
    expect(en.data.map((r) => r.roleName)).toEqual(['Administrator', 'Operations', 'Finance']);
    expect(en.data[0]!.permissions).toEqual([ALL_PERMISSIONS]);
    expect(en.data[1]!.permissions).toEqual([...OPERATOR_ROLES.ops]);
  });

  it('answers get-permission-info with the roles: admin the wildcard, ops and finance their lists without it', async () => {
    expect((await whoAmI(t, admin)).data).toMatchObject({ roles: ['admin'], permissions: [ALL_PERMISSIONS] });
    for (const role of ['ops', 'finance'] as const) {
      const a = await created(t, admin, { roles: [role] });
      const info = (await whoAmI(t, (await signInOperator(t, a.userName)).data.accessToken)).data;
      expect(info.roles).toEqual([role]);
      expect(info.permissions).toEqual([...OPERATOR_ROLES[role]]);
      expect(info.permissions).not.toContain(ALL_PERMISSIONS);
    }
  });

  it('refuses every operator and audit-log call to ops and finance with 403 (finance reads the log), in both languages, storing nothing', async () => {
    const a = await created(t, admin);
    for (const role of ['ops', 'finance']) {
      const token = await operatorToken(t, [role]);
      const before = await counts(t);
      const calls: [string, string, object?][] = [
        ['GET', `${USERS}/list`],
        ['GET', `${USERS}/${a.userId}`],
        ['POST', USERS, newOperator()],
        ['PUT', USERS, { userId: a.userId, userName: a.userName, nickName: 'x', roles: ['admin'] }],
        ['DELETE', `${USERS}/${a.userId}`],
        ['PUT', `${USERS}/resetPwd`, { userId: a.userId, password: 'Hack3d!pass' }],
        ['PUT', `${USERS}/changeStatus`, { userId: a.userId, status: 1 }],
        ['GET', `${USERS}/export`],
        ['GET', `${USERS}/importTemplate`],
        ['POST', `${USERS}/importData`, {}],
        ['GET', '/admin-api/system/role/list-all-simple'],
        ['GET', '/admin-api/system/operate-log/export'],
      ];
      // Finance reads everything but the operators (OPERATOR_ROLES), the audit log's page included.
      if (role === 'ops') calls.push(['GET', '/admin-api/system/operate-log/page']);
      else expect((await api(t, token).get('/admin-api/system/operate-log/page')).status).toBe(200);
      for (const [method, url, payload] of calls) {
        const res = await t.call({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
          ...(payload ? { payload } : {}),
        });
        expect([res.status, res.msg], `${role} ${method} ${url}`).toEqual([403, 'Current operation has no permission']);
      }
      const zh = await t.call({ method: 'GET', url: `${USERS}/list`, headers: { authorization: `Bearer ${token}` } });
      expect(zh.msg).toBe('当前操作没有权限');
      expect(await counts(t)).toEqual(before);
    }
    expect((await api(t, admin).get<OperatorRow>(`${USERS}/${a.userId}`)).data).toMatchObject({ status: 0, roles: ['ops'] });
  });
});
