import { expect } from 'vitest';
import type { Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallOptions {
  token?: string | undefined;
  lang?: string;
  payload?: object;
}

/** Calls as an operator (or anyone) in a language, the envelope parsed. */
export function systemKit(t: Harness) {
  const call = <T = unknown>(method: Method, url: string, opts: CallOptions = {}) =>
    t.call<T>({
      method,
      url,
      headers: { ...(opts.token ? bearer(opts.token) : {}), 'accept-language': opts.lang ?? 'zh-CN' },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  return {
    call,
    /** Expects the call refused with `status`, in Chinese and in English. */
    async refusedInBoth(method: Method, url: string, opts: CallOptions, status: number, msg: { zh: string; en: string }) {
      const zh = await call(method, url, { ...opts, lang: 'zh-CN' });
      expect({ status: zh.status, msg: zh.msg }, `${method} ${url} zh`).toEqual({ status, msg: msg.zh });
      const en = await call(method, url, { ...opts, lang: 'en-US' });
      expect({ status: en.status, msg: en.msg }, `${method} ${url} en`).toEqual({ status, msg: msg.en });
    },
  };
}
