import type { MenuRoute } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { buildMenus, flattenParentViews, resolvePath } from './menu-builder';

const page = (path: string, name: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path,
  name,
  component: `${name}/index`,
  meta: { title },
  ...extra,
});
const single = (path: string, name: string, title: string): MenuRoute => ({
  path: '',
  component: 'Layout',
  children: [page(path, name, title)],
});

describe('buildMenus', () => {
  it('collapses a Layout with a single visible child into one entry with the child’s path', () => {
    const { menus, routes } = buildMenus([single('/payManage', 'PayManage', 'menu.buy')]);
    expect(menus).toEqual([
      { key: '/payManage', name: 'PayManage', title: 'menu.buy', icon: undefined, path: '/payManage', link: undefined },
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/payManage']);
  });

  it('keeps a submenu when alwaysShow is set, even with one child', () => {
    const tree: MenuRoute[] = [
      {
        path: '/setting',
        component: 'Layout',
        alwaysShow: true,
        meta: { title: 'menu.setting' },
        children: [page('account', 'A', 'menu.accountInfo')],
      },
    ];
    const [node] = buildMenus(tree).menus;
    expect(node?.title).toBe('menu.setting');
    expect(node?.children?.map((c) => c.path)).toEqual(['/setting/account']);
  });

  it('shows several visible children as a submenu and leaves hidden ones out of the menu but in the routes', () => {
    const tree: MenuRoute[] = [
      {
        path: '/setting',
        component: 'Layout',
        redirect: '/setting/account',
        meta: { title: 'menu.setting' },
        children: [page('account', 'A', 'a'), page('about', 'B', 'b'), page('secret', 'C', 'c', { hidden: true })],
      },
    ];
    const built = buildMenus(tree);
    expect(built.menus[0]?.children?.map((c) => c.name)).toEqual(['A', 'B']);
    expect(built.routes.map((r) => [r.path, r.hidden])).toEqual([
      ['/setting/account', false],
      ['/setting/about', false],
      ['/setting/secret', true],
    ]);
    expect(built.redirects).toEqual({ '/setting': '/setting/account' });
    expect(built.routes[0]?.parents).toEqual([
      { name: undefined, path: '/setting', title: 'menu.setting', redirect: '/setting/account', breadcrumb: undefined },
    ]);
  });

  it('a hidden parent hides its whole subtree from the menu, and its pages are flagged hidden', () => {
    const tree: MenuRoute[] = [{ path: '', component: 'Layout', hidden: true, children: [page('/play', 'Play', 'menu.play')] }];
    const built = buildMenus(tree);
    expect(built.menus).toEqual([]);
    expect(built.routes[0]).toMatchObject({ path: '/play', hidden: true });
  });

  it('flattens ParentView children with the ParentView’s path as prefix', () => {
    const tree: MenuRoute[] = [
      {
        path: '/personalCenter',
        component: 'Layout',
        meta: { title: 'center' },
        alwaysShow: true,
        children: [
          { path: 'sub', component: 'ParentView', children: [page('accountCenter', 'AccountCenter', 'x'), page('other', 'O', 'y')] },
        ],
      },
    ];
    const built = buildMenus(tree);
    expect(built.routes.map((r) => r.path)).toEqual(['/personalCenter/sub/accountCenter', '/personalCenter/sub/other']);
    expect(built.menus[0]?.children?.map((c) => c.path)).toEqual(['/personalCenter/sub/accountCenter', '/personalCenter/sub/other']);
    expect(flattenParentViews([{ path: 'p', component: 'ParentView', children: [page('/abs', 'X', 'x')] }])[0]?.path).toBe('/abs');
  });

  it('drops the routes named in notNeedMenus at every level', () => {
    const tree = [single('/payManage', 'PayManage', 'menu.buy'), single('/proxy', 'Proxy', 'menu.proxy')];
    const built = buildMenus(tree, ['Proxy']);
    expect(built.menus.map((m) => m.name)).toEqual(['PayManage']);
    expect(built.routes.map((r) => r.name)).toEqual(['PayManage']);
  });

  it('keeps the root redirect and external links', () => {
    const tree: MenuRoute[] = [
      {
        path: '/',
        component: 'Layout',
        redirect: '/index',
        children: [page('/index', 'CloudPhone', 'menu.cloudPhone', { meta: { title: 'menu.cloudPhone', affix: true } })],
      },
      {
        path: '',
        component: 'Layout',
        children: [{ path: 'https://help.example/doc', name: 'Doc', component: 'Layout', meta: { title: 'doc' } }],
      },
    ];
    const built = buildMenus(tree);
    expect(built.redirects['/']).toBe('/index');
    expect(built.menus.map((m) => m.link ?? m.path)).toEqual(['/index', 'https://help.example/doc']);
  });
});

describe('resolvePath', () => {
  it('joins relative paths and keeps absolute ones', () => {
    expect(resolvePath('/setting', 'account')).toBe('/setting/account');
    expect(resolvePath('', '/index')).toBe('/index');
    expect(resolvePath('/', '')).toBe('/');
    expect(resolvePath('/a', 'https://x.y')).toBe('https://x.y');
  });
});
