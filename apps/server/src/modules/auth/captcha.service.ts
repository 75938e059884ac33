import { randomUUID } from 'node:crypto';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { AppError } from '../../http/app-error.js';
import { drawCaptcha } from './captcha-image.js';
import { safeEqual } from './tokens.js';

const TTL_SECONDS = 300;
const key = (uuid: string) => `captcha:${uuid}`;

/** Image captchas: single use, five minutes, kept in the shared KV so any node can check them. */
export function createCaptchaService({ kv, clock, enabled }: { kv: Kv; clock: Clock; enabled: boolean }) {
  async function read(uuid: string, consume: boolean) {
    const raw = consume ? await kv.take(key(uuid)) : await kv.get(key(uuid));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { answer: string; expiresAt: number };
    return stored.expiresAt > clock.now().getTime() ? stored : undefined;
  }

  return {
    enabled,
    async create() {
      if (!enabled) return { uuid: '', img: '', enabled };
      const { svg: data, text } = drawCaptcha();
      const uuid = randomUUID();
      const expiresAt = clock.now().getTime() + TTL_SECONDS * 1000;
      await kv.set(key(uuid), JSON.stringify({ answer: text.toLowerCase(), expiresAt }), TTL_SECONDS);
      return { uuid, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, enabled };
    },
    /**
     * Checks an answer. A wrong answer burns the captcha; a right one is kept for the call that
     * follows (`consume: false`, used by valid-captcha) or used up (`consume: true`).
     */
    async verify(uuid: string | undefined, code: string | undefined, { consume }: { consume: boolean }) {
      if (!enabled) return;
      if (!uuid || !code) throw new AppError('CAPTCHA_INVALID');
      const stored = await read(uuid, consume);
      const right = stored !== undefined && safeEqual(stored.answer, code.trim().toLowerCase());
      if (!right) {
        if (!consume) await kv.del(key(uuid));
        throw new AppError('CAPTCHA_INVALID');
      }
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
