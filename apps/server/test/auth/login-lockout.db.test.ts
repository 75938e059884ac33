import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorsRepo } from '../../src/modules/operator/operators.repo.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { hashPassword, makeMember, PASSWORD, smsCode } from '../kit/members.js';

let t: Harness;
beforeAll(async () => {
  t = await createHarness({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', LOGIN_LOCK_MAX_MINUTES: '60' });
});
afterAll(() => t.close());

const ATTACKER = '10.9.0.1';
const OWNER = '10.9.0.2';
const WRONG = 'Wrong!pass1';
const MEMBER_LOCKED = 1004003001;
const OPERATOR_LOCKED = 1002000002;

const memberLogin = (phone: string, password: string, ip: string, lang = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/app-api/member/auth/login',
    payload: { phone, password },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
const operatorLogin = (username: string, password: string, ip: string, lang = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/admin-api/system/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

let n = 0;
async function makeOperator() {
  const username = `lock${++n}${Date.now() % 10_000}`;
  await createOperatorsRepo(t.deps.db).create({
    username,
    nickname: 'operator',
    passwordHash: await hashPassword(PASSWORD),
    roles: ['admin'],
    status: 0,
  });
  return username;
}

async function guessWrong(login: (password: string) => Promise<{ code: number }>, times = 3) {
  for (let i = 0; i < times; i++) expect((await login(WRONG)).code).not.toBe(0);
}

describe('operator lock-out', () => {
  it('locks only the address that guessed; the operator signs in from their own', async () => {
    const admin = await makeOperator();
    await guessWrong((pw) => operatorLogin(admin, pw, ATTACKER));
    expect((await operatorLogin(admin, PASSWORD, ATTACKER)).code).toBe(OPERATOR_LOCKED);
    expect((await operatorLogin(admin, PASSWORD, OWNER)).code).toBe(0);
  });

  it('tells a locked operator when to retry, in both languages, without offering SMS sign-in', async () => {
    const admin = await makeOperator();
    await guessWrong((pw) => operatorLogin(admin, pw, ATTACKER));
    expect(await operatorLogin(admin, PASSWORD, ATTACKER)).toMatchObject({
      status: 429,
      code: OPERATOR_LOCKED,
      msg: '密码错误次数过多，请 15 分钟后再试',
    });
    expect((await operatorLogin(admin, PASSWORD, ATTACKER, 'en-US')).msg).toBe('Too many wrong passwords, try again in 15 minutes');
  });
});

describe('member lock-out', () => {
  it('locks only the address that guessed; the member signs in from their own', async () => {
    const m = await makeMember(t.deps.db);
    await guessWrong((pw) => memberLogin(m.phone, pw, ATTACKER));
    expect((await memberLogin(m.phone, PASSWORD, ATTACKER)).code).toBe(MEMBER_LOCKED);
    expect((await memberLogin(m.phone, PASSWORD, OWNER)).code).toBe(0);
  });

  it('offers a locked member SMS sign-in, in both languages', async () => {
    const m = await makeMember(t.deps.db);
    await guessWrong((pw) => memberLogin(m.phone, pw, ATTACKER));
    expect(await memberLogin(m.phone, PASSWORD, ATTACKER)).toMatchObject({
      status: 429,
      code: MEMBER_LOCKED,
      msg: '密码错误次数过多，请 15 分钟后再试或使用验证码登录',
    });
    expect((await memberLogin(m.phone, PASSWORD, ATTACKER, 'en-US')).msg).toBe(
      'Too many wrong passwords, try again in 15 minutes or sign in with an SMS code',
    );
  });

  it('doubles the lock with each further lock of the same pair, up to the cap', async () => {
    const m = await makeMember(t.deps.db);
    const lockMinutes = async () => {
      await guessWrong((pw) => memberLogin(m.phone, pw, ATTACKER));
      const locked = await memberLogin(m.phone, PASSWORD, ATTACKER, 'en-US');
      expect(locked.code).toBe(MEMBER_LOCKED);
      return Number(/in (\d+) minutes/.exec(locked.msg)![1]);
    };
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const minutes = await lockMinutes();
      seen.push(minutes);
      t.clock.advance((minutes - 1) * 60_000);
      expect((await memberLogin(m.phone, PASSWORD, ATTACKER)).code).toBe(MEMBER_LOCKED);
      t.clock.advance(60_000);
    }
    expect(seen).toEqual([15, 30, 60, 60]);
    // The lock has run out: the right password works again and forgets the back-off.
    expect((await memberLogin(m.phone, PASSWORD, ATTACKER)).code).toBe(0);
    expect(await lockMinutes()).toBe(15);
  });

  it('lifts the lock for the address a password reset comes from', async () => {
    const m = await makeMember(t.deps.db);
    await guessWrong((pw) => memberLogin(m.phone, pw, ATTACKER));
    const code = await smsCode(t, m.phone, 'reset-password');
    const reset = await t.call({
      method: 'POST',
      url: '/app-api/member/member/update-phone-password',
      payload: { phone: m.phone, code, newPassword: 'Fresh@2027', confirmPassword: 'Fresh@2027' },
      remoteAddress: ATTACKER,
    });
    expect(reset.code).toBe(0);
    expect((await memberLogin(m.phone, 'Fresh@2027', ATTACKER)).code).toBe(0);
  });
});

describe('address lock-out', () => {
  it('locks an address that guesses across many accounts, for members and operators alike', async () => {
    const c = await createHarness({ LOGIN_IP_MAX_FAILURES: '3', LOGIN_MAX_FAILURES: '100' });
    try {
      const from = (ip: string, phone: string, password: string) =>
        c.call({ method: 'POST', url: '/app-api/member/auth/login', payload: { phone, password }, remoteAddress: ip });
      const victim = await makeMember(c.deps.db);
      for (let i = 0; i < 3; i++) expect((await from('10.7.7.7', (await makeMember(c.deps.db)).phone, WRONG)).code).toBe(1004003000);
      expect((await from('10.7.7.7', victim.phone, PASSWORD)).code).toBe(MEMBER_LOCKED);
      const operator = await c.call({
        method: 'POST',
        url: '/admin-api/system/auth/login',
        payload: { username: 'anyone', password: PASSWORD },
        remoteAddress: '10.7.7.7',
      });
      expect(operator.code).toBe(OPERATOR_LOCKED);
      expect((await from('10.7.7.8', victim.phone, PASSWORD)).code).toBe(0);
    } finally {
      await c.close();
    }
  });
});
