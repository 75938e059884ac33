import type { RequestMeta } from '../../http/request-meta.js';
import type { RegisterType } from '@cloudphone/contract';
import type { z } from 'zod';
import type {
  PasswordLoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SendEmailCodeSchema,
  SendSmsCodeSchema,
  SmsLoginSchema,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { createMembersRepo, MEMBER_STATUS, type MemberRow } from '../member/members.repo.js';
import type { CaptchaService } from './captcha.service.js';
import type { CodeService } from './codes.service.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Passwords } from './passwords.js';
import type { SessionMeta, SessionService } from './sessions.service.js';

interface Deps {
  db: Db;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  throttle: LoginThrottle;
  passwords: Passwords;
  /** How members sign up now: the operator's branding setting, else REGISTER_TYPE; read on every sign-up. */
  registerType: () => Promise<RegisterType>;
  /** Runs once a sign-up committed (the new member's trial phone); never fails the sign-up. */
  onMemberCreated?: (memberId: number) => Promise<void>;
}

const defaultNickname = (phone: string) => `用户${phone.slice(-4)}`;

export function createAuthService({ db, sessions, captcha, codes, throttle, passwords, registerType, onMemberCreated }: Deps) {
  const members = createMembersRepo(db);

  function assertActive(member: MemberRow) {
    if (member.status !== MEMBER_STATUS.normal) throw new AppError('MEMBER_DISABLED');
  }

  /**
   * Opens the session and consumes the code in one transaction, then tells other browsers. `work`
   * marks a member it created with `created`, and the new member is welcomed once all committed.
   */
  async function signIn(
    meta: RequestMeta,
    loginType: SessionMeta['loginType'],
    work: (tx: Db, created: (member: MemberRow) => MemberRow) => Promise<MemberRow>,
  ) {
    let newMemberId: number | null = null;
    const { tokens, revoked } = await db.transaction(async (tx) => {
      const member = await work(tx as unknown as Db, (row) => {
        newMemberId = row.id;
        return row;
      });
      assertActive(member);
      return sessions.open(tx, 'member', member.id, { loginType, ip: meta.ip, userAgent: meta.userAgent });
    });
    if (newMemberId !== null) await onMemberCreated?.(newMemberId);
    await sessions.announceOccupied(revoked);
    return tokens;
  }

  /** Sign-up by a way the operator has not chosen is refused with register.closed. */
  async function assertRegisterType(way: RegisterType) {
    if ((await registerType()) !== way) throw new AppError('REGISTER_CLOSED');
  }

  return {
    registerType,

    async passwordLogin(input: z.output<typeof PasswordLoginSchema>, meta: RequestMeta) {
      await captcha.verify(input.uuid, input.code, { consume: true });
      await throttle.assertAllowed(input.phone, meta.ip);
      const member = await members.findByPhone(input.phone);
      const right = member?.passwordHash
        ? await passwords.verify(member.passwordHash, input.password)
        : await passwords.dummyVerify(input.password);
      if (!member || !right) {
        await throttle.recordFailure(input.phone, meta.ip);
        throw new AppError('AUTH_BAD_CREDENTIALS');
      }
      assertActive(member);
      await throttle.recordSuccess(input.phone, meta.ip);
      // A hash made at another cost (the cost was raised since) is replaced while the password is at hand.
      if (passwords.outdated(member.passwordHash!)) await members.setPassword(member.id, await passwords.hash(input.password));
      return signIn(meta, 'password', async () => member);
    },

    /** SMS sign-in; an unknown phone gets an account on its first sign-in. */
    async smsLogin(input: z.output<typeof SmsLoginSchema>, meta: RequestMeta) {
      return signIn(meta, 'sms', async (tx, created) => {
        await codes.verify(tx, 'sms', input.phone, 'login', input.code, { consume: true });
        const repo = createMembersRepo(tx);
        const existing = await repo.findByPhone(input.phone);
        if (existing) return existing;
        const row = await repo.create({
          phone: input.phone,
          nickname: defaultNickname(input.phone),
          channelCode: input.channelCode || 'default',
        });
        if (!row) throw new AppError('REGISTER_FAILED');
        return created(row);
      });
    },

    async register(input: z.output<typeof RegisterSchema>, meta: RequestMeta) {
      // An e-mail address makes it a sign-up by e-mail (the code mailed to it), none one by SMS.
      const way: RegisterType = input.email ? 'email' : 'phone';
      await assertRegisterType(way);
      if (await members.findByPhone(input.phone)) throw new AppError('REGISTER_PHONE_TAKEN');
      if (input.email && (await members.findByEmail(input.email))) throw new AppError('REGISTER_EMAIL_TAKEN');
      const passwordHash = await passwords.hash(input.password);
      return signIn(meta, 'register', async (tx, created) => {
        if (way === 'email') await codes.verify(tx, 'email', input.email!.toLowerCase(), 'register', input.code, { consume: true });
        else await codes.verify(tx, 'sms', input.phone, 'register', input.code, { consume: true });
        const row = await createMembersRepo(tx).create({
          phone: input.phone,
          nickname: input.userName,
          passwordHash,
          email: input.email?.toLowerCase() ?? null,
          channelCode: input.channelCode || 'default',
        });
        if (row) return created(row);
        // Lost a race with another registration: say which of the two was taken.
        throw new AppError(
          input.email && !(await createMembersRepo(tx).findByPhone(input.phone)) ? 'REGISTER_EMAIL_TAKEN' : 'REGISTER_PHONE_TAKEN',
        );
      });
    },

    /**
     * Resets the password by SMS and signs the member out everywhere else. A caller already signed
     * in as that member (the account center's change by SMS code) keeps the session it asks from.
     */
    async resetPassword(input: z.output<typeof ResetPasswordSchema>, meta: RequestMeta, callerToken?: string) {
      const member = await members.findByPhone(input.phone);
      if (!member) throw new AppError('RESET_NO_ACCOUNT');
      const passwordHash = await passwords.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await codes.verify(tx, 'sms', input.phone, 'reset-password', input.code, { consume: true });
        await createMembersRepo(tx).setPassword(member.id, passwordHash);
      });
      await throttle.recordSuccess(input.phone, meta.ip);
      const caller = callerToken ? await sessions.authenticate(callerToken, 'member') : undefined;
      await sessions.revokeOthers('member', member.id, caller?.subjectId === member.id ? caller.sessionId : null, 'password-reset');
    },

    async sendSmsCode(input: z.output<typeof SendSmsCodeSchema>, meta: RequestMeta) {
      if (input.scene === 'register') await assertRegisterType('phone');
      await captcha.verify(input.uuid, input.code, { consume: true });
      const member = await members.findByPhone(input.phone);
      if (input.scene === 'paternity') {
        // An owner asks for the holder's consent to adding the account as a sub-account. It hears
        // what queryMemberByPhone tells (an account, enabled or not), nothing of its phones or owner;
        // and not 4100100102, which would speak of the owner's own account.
        if (!member) throw new AppError('ACCREDIT_ACCOUNT_UNKNOWN');
        if (member.status !== MEMBER_STATUS.normal) throw new AppError('ACCREDIT_ACCOUNT_DISABLED');
      }
      // A disabled account could do nothing with a code: it hears why now, and no SMS is spent.
      if (member) assertActive(member);
      if (input.scene === 'register' && member) throw new AppError('REGISTER_PHONE_TAKEN');
      if ((input.scene === 'reset-password' || input.scene === 'delete-account') && !member) throw new AppError('RESET_NO_ACCOUNT');
      await codes.send('sms', input.phone, input.scene, meta.ip, meta.locale);
    },

    async sendEmailCode(input: z.output<typeof SendEmailCodeSchema>, meta: RequestMeta) {
      await assertRegisterType('email');
      await captcha.verify(input.uuid, input.code, { consume: true });
      if (await members.findByEmail(input.email)) throw new AppError('REGISTER_EMAIL_TAKEN');
      await codes.send('email', input.email.toLowerCase(), 'register', meta.ip, meta.locale);
    },

    async validSmsCode(phone: string, scene: string, code: string) {
      await codes.verify(db, 'sms', phone, scene, code, { consume: false });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
