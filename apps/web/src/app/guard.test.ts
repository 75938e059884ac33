import { describe, expect, it } from 'vitest';
import { decideNavigation, isPublicPath, PUBLIC_PATHS } from './guard';

const go = (pathname: string, hasToken: boolean, search = '', hash = '') => decideNavigation({ pathname, search, hash, hasToken });

describe('decideNavigation', () => {
  it('sends a visitor without a session to /login with the full target, query included', () => {
    expect(go('/index', false, '?tab=renew&id=3', '#x')).toBe(`/login?redirect=${encodeURIComponent('/index?tab=renew&id=3#x')}`);
    expect(go('/', false)).toBe('/login?redirect=%2F');
  });

  it('also sends unknown paths to sign-in first when there is no session', () => {
    expect(go('/payManage', false)).toBe('/login?redirect=%2FpayManage');
  });

  it.each(PUBLIC_PATHS)('lets %s through without a session', (path) => {
    expect(go(path, false)).toBeNull();
  });

  it('treats /redirect/* as public and a trailing slash as the same path', () => {
    expect(go('/redirect/index', false)).toBeNull();
    expect(go('/login/', false)).toBeNull();
    expect(isPublicPath('/loginx')).toBe(false);
  });

  it('sends a signed-in member away from /login and /register to / (or the safe redirect target)', () => {
    expect(go('/login', true)).toBe('/');
    expect(go('/register', true)).toBe('/');
    expect(go('/login', true, '?redirect=%2Findex%3Fa%3D1')).toBe('/index?a=1');
    expect(go('/login', true, '?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });

  it('lets a signed-in member through everywhere else (unknown paths are the router’s 404)', () => {
    expect(go('/index', true)).toBeNull();
    expect(go('/bind', true)).toBeNull();
    expect(go('/nope', true)).toBeNull();
  });
});
