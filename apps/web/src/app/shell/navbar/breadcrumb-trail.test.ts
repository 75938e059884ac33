import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../menu/menu-builder';
import { buildBreadcrumb } from './breadcrumb-trail';

const route = (over: Partial<ShellRoute>): ShellRoute => ({
  name: 'X',
  path: '/x',
  component: 'X/index',
  meta: { title: 'menu.x' },
  hidden: false,
  parents: [],
  ...over,
});

describe('buildBreadcrumb', () => {
  it('prepends home and makes only the last item plain', () => {
    expect(buildBreadcrumb(route({ name: 'PayManage', meta: { title: 'menu.buy' } }), '/payManage')).toEqual([
      { title: 'menu.home', to: '/index' },
      { title: 'menu.buy', to: null },
    ]);
  });

  it('does not prepend home when the page is home', () => {
    expect(buildBreadcrumb(route({ name: 'CloudPhone', path: '/index', meta: { title: 'menu.cloudPhone' } }), '/index')).toEqual([
      { title: 'menu.cloudPhone', to: null },
    ]);
  });

  it('links a parent to its redirect, keeps noRedirect parents plain and skips breadcrumb:false', () => {
    const parents = [
      { path: '/setting', title: 'menu.setting', redirect: '/setting/account' },
      { path: '/setting/group', title: 'group', redirect: 'noRedirect' },
      { path: '/setting/group/x', title: 'hidden', breadcrumb: false },
    ];
    expect(buildBreadcrumb(route({ parents, meta: { title: 'menu.aboutUs' } }), '/setting/group/x/about')).toEqual([
      { title: 'menu.home', to: '/index' },
      { title: 'menu.setting', to: '/setting/account' },
      { title: 'group', to: null },
      { title: 'menu.aboutUs', to: null },
    ]);
  });

  it('shows nothing for redirect paths or unknown routes', () => {
    expect(buildBreadcrumb(route({}), '/redirect/x')).toEqual([]);
    expect(buildBreadcrumb(undefined, '/x')).toEqual([]);
  });
});
