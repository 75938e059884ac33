/**
 * What must survive the round trip to the social login provider (a full page navigation away and
 * back): where to go after sign-in, and the bind ticket when the identity has no phone yet.
 * sessionStorage: per tab, gone when the tab closes.
 */
const REDIRECT_KEY = 'cp:social-redirect';
const BIND_KEY = 'cp:social-bind';

export interface BindTicket {
  bindTicket: string;
  nickname: string | null;
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const socialStorage = {
  saveRedirect: (target: string | null) => safe(() => sessionStorage.setItem(REDIRECT_KEY, target ?? ''), undefined),
  takeRedirect: (): string | null =>
    safe(() => {
      const value = sessionStorage.getItem(REDIRECT_KEY);
      sessionStorage.removeItem(REDIRECT_KEY);
      return value || null;
    }, null),
  saveBindTicket: (ticket: BindTicket) => safe(() => sessionStorage.setItem(BIND_KEY, JSON.stringify(ticket)), undefined),
  readBindTicket: (): BindTicket | null =>
    safe(() => {
      const parsed = JSON.parse(sessionStorage.getItem(BIND_KEY) ?? 'null') as Partial<BindTicket> | null;
      return parsed && typeof parsed.bindTicket === 'string' && parsed.bindTicket
        ? { bindTicket: parsed.bindTicket, nickname: parsed.nickname ?? null }
        : null;
    }, null),
  clearBindTicket: () => safe(() => sessionStorage.removeItem(BIND_KEY), undefined),
};
