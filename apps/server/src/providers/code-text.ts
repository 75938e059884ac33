import type { Locale } from '@cloudphone/contract';

/** The words a verification code is sent with, shared by every SMS and mail provider that composes its own text. */
export function codeText(code: string, minutes: number, locale: Locale): string {
  return locale === 'en-US'
    ? `[Cloud Phone] Your verification code is ${code}, valid for ${minutes} minutes. Do not share it with anyone.`
    : `【云手机】您的验证码为 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`;
}
