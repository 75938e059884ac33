import type { OperationResults, PageResult, PhoneRow } from '@cloudphone/contract';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';

/**
 * What the phone test files (phones-list, phone-operations, phone-replace, ...) share: one app per
 * file, with two signed-in members, alice and bob, and the member API calls. A file calls
 * `usePhonesSuite()` at its top; `t`, `alice` and `bob` are set before its first test (each test
 * file loads its own copy of this module).
 */
export let t: Harness;
export let alice: SignedInMember;
export let bob: SignedInMember;
export const MIN = 60_000;

export function usePhonesSuite() {
  beforeAll(async () => {
    // Simulated operations take minutes of fake time; sessions must outlast them.
    t = await createHarness({ ACCESS_TOKEN_TTL_S: String(30 * 86_400) });
    alice = await member();
    bob = await member();
  });
  afterAll(() => t.close());
}

/** Another new member, signed in. */
export const member = () => signedInMember(t);

export const post = <T>(url: string, payload: object, token = alice.token, lang = 'zh-CN') =>
  t.call<T>({ method: 'POST', url: `/app-api${url}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
export const page = (body: object, token = alice.token) => post<PageResult<PhoneRow>>('/trade/phone/app-page', body, token);
export const op = (url: string, payload: object, token = alice.token, lang = 'zh-CN') => post<OperationResults>(url, payload, token, lang);
