import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue, translate } from '@cloudphone/contract';
import { loadConfig } from '../../src/config.js';
import { createPasswords } from '../../src/modules/auth/passwords.js';
import { createOperatorsRepo } from '../../src/modules/operator/operators.repo.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, hashPassword, makeMember, signIn } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

let n = 0;
async function makeOperator(opts: { roles?: string[]; status?: number } = {}) {
  const username = `op${++n}${Date.now() % 10_000}`;
  const row = await createOperatorsRepo(t.deps.db).create({
    username,
    nickname: 'operator',
    passwordHash: await hashPassword('Op3rator!pw'),
    roles: opts.roles ?? ['admin'],
    status: opts.status ?? 0,
  });
  return row!;
}

type Tokens = { accessToken: string; refreshToken: string; userId: number };
const login = (username: string, password: string, lang = 'zh-CN') =>
  t.call<Tokens>({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    payload: { username, password },
    headers: { 'accept-language': lang },
  });
const permissionInfo = (token: string) =>
  t.call<{ user: { username: string }; roles: string[]; permissions: string[] }>({
    method: 'GET',
    url: '/admin-api/system/auth/get-permission-info',
    headers: bearer(token),
  });

describe('operator sign-in', () => {
  it('signs an admin in with every permission', async () => {
    const op = await makeOperator();
    const res = await login(op.username, 'Op3rator!pw');
    expect(res.code).toBe(0);
    const info = await permissionInfo(res.data.accessToken);
    expect(info.data).toMatchObject({ user: { username: op.username }, roles: ['admin'], permissions: ['*:*:*'] });
  });

  it('gives an operator without the admin role no wildcard', async () => {
    const op = await makeOperator({ roles: ['support'] });
    const res = await login(op.username, 'Op3rator!pw');
    expect((await permissionInfo(res.data.accessToken)).data.permissions).toEqual([]);
  });

  it('refuses a wrong password in both languages, and locks after repeated failures', async () => {
    const op = await makeOperator();
    expect(await login(op.username, 'nope')).toMatchObject({ code: 1002000000, msg: '账号或密码不正确' });
    expect((await login(op.username, 'nope', 'en-US')).msg).toBe('Incorrect account or password');
    await login(op.username, 'nope');
    expect((await login(op.username, 'Op3rator!pw')).code).toBe(1002000002);
  });

  it('replaces a hash of another cost at the next right sign-in', async () => {
    const op = await makeOperator();
    const old = await createPasswords(loadConfig({ ARGON2_MEMORY_KIB: '2048', ARGON2_ITERATIONS: '2' })).hash('Op3rator!pw');
    const repo = createOperatorsRepo(t.deps.db);
    await repo.setPasswordHash(op.id, old);
    expect((await login(op.username, 'Op3rator!pw')).code).toBe(0);
    const now = (await repo.findById(op.id))!.passwordHash;
    expect(now).not.toBe(old);
    expect(now).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  });

  it('refuses a disabled operator and empty input', async () => {
    const op = await makeOperator({ status: 1 });
    expect(await login(op.username, 'Op3rator!pw')).toMatchObject({ code: 1002000001, msg: '该账号已被停用，请联系管理员' });
    expect(await login('', 'x')).toMatchObject({ status: 400, msg: '请输入账号' });
  });

  it('keeps operator and member tokens apart in both directions', async () => {
    const op = await makeOperator();
    const opTokens = (await login(op.username, 'Op3rator!pw')).data;
    const member = await makeMember(t.deps.db);
    const memberTokens = await signIn(t, member.phone);
    expect((await permissionInfo(memberTokens.accessToken)).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/getInfo', headers: bearer(opTokens.accessToken) })).status).toBe(401);
    const crossRefresh = await t.call({
      method: 'POST',
      url: `/admin-api/system/auth/refresh-token?refreshToken=${memberTokens.refreshToken}`,
    });
    expect(crossRefresh.status).toBe(401);
    const memberRefresh = await t.call({ method: 'POST', url: `/app-api/member/auth/refresh-token?refreshToken=${opTokens.refreshToken}` });
    expect(memberRefresh.status).toBe(401);
  });

  it('keeps one session per operator, as for members: a second sign-in ends the first; tokens rotate, logout ends it', async () => {
    const op = await makeOperator();
    const first = (await login(op.username, 'Op3rator!pw')).data;
    expect((await permissionInfo(first.accessToken)).code).toBe(0);
    const second = (await login(op.username, 'Op3rator!pw')).data;
    const ended = await t.call({
      method: 'GET',
      url: '/admin-api/system/auth/get-permission-info',
      headers: { ...bearer(first.accessToken), 'accept-language': 'en-US' },
    });
    expect(ended.status).toBe(401);
    expect(ended.msg).toBe(translate(errorCatalogue.SESSION_OCCUPIED.message, 'en-US'));
    const rotated = await t.call<Tokens>({
      method: 'POST',
      url: `/admin-api/system/auth/refresh-token?refreshToken=${second.refreshToken}`,
    });
    expect(rotated.code).toBe(0);
    expect((await permissionInfo(rotated.data.accessToken)).code).toBe(0);
    await t.call({ method: 'POST', url: '/admin-api/system/auth/logout', headers: bearer(rotated.data.accessToken) });
    expect((await permissionInfo(rotated.data.accessToken)).status).toBe(401);
  });
});
