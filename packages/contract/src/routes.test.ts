import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './constants.js';
import { allowedRoutes, type MenuRoute } from './shell.js';

const page = (path: string, permissions?: string[]): MenuRoute => ({ path, component: `${path}/index`, permissions });
const tree: MenuRoute[] = [
  { path: '/', component: 'Layout', children: [page('/index')] },
  { path: '', component: 'Layout', children: [page('/proxy', ['proxy:manage'])] },
  {
    path: '/setting',
    component: 'Layout',
    permissions: ['setting:view'],
    children: [page('account'), page('about')],
  },
  { path: '', component: 'Layout', children: [page('/play', ['phone:control']), page('/orders', ['order:records', 'order:buy'])] },
];
const paths = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

describe('allowedRoutes', () => {
  it('keeps routes without permissions and those the member holds one tag of', () => {
    expect(paths(allowedRoutes(tree, ['order:buy']))).toEqual(['/', '/index', '', '/orders']);
  });

  it('drops a container with its children when the container itself is not allowed', () => {
    expect(paths(allowedRoutes(tree, ['proxy:manage']))).not.toContain('account');
    expect(paths(allowedRoutes(tree, ['setting:view']))).toEqual(expect.arrayContaining(['/setting', 'account', 'about']));
  });

  it('drops containers left with no pages', () => {
    expect(allowedRoutes(tree, [])).toHaveLength(1);
  });

  it('gives everything to the wildcard and leaves the input untouched', () => {
    expect(allowedRoutes(tree, [ALL_PERMISSIONS])).toEqual(tree);
    const copy = structuredClone(tree);
    allowedRoutes(tree, []);
    expect(tree).toEqual(copy);
  });
});
