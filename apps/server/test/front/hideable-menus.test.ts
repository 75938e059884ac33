import { HIDEABLE_MEMBER_MENU_NAMES, HIDEABLE_MEMBER_MENUS, MEMBER_MENU_TITLES, type MenuRoute } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER_MENUS } from '../../src/modules/shell/member-menus.js';

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/* The operator's hidden-menus list (contract) names the routes of the member menu tree the server serves. */
describe('the hideable member menus', () => {
  const routes = flatten(MEMBER_MENUS);
  const named = new Map(routes.filter((r) => r.name).map((r) => [r.name!, r]));

  it('are routes of the member menu tree, titled as the list says', () => {
    for (const name of HIDEABLE_MEMBER_MENU_NAMES) {
      expect(named.get(name)?.meta?.title, name).toBe(`menu.${HIDEABLE_MEMBER_MENUS[name]}`);
    }
  });

  it('are every named page of the tree but the home', () => {
    expect([...named.keys()].filter((name) => !(name in HIDEABLE_MEMBER_MENUS))).toEqual(['CloudPhone']);
  });

  it('have every title of the tree, in both languages', () => {
    for (const route of routes.filter((r) => r.meta?.title)) {
      const key = route.meta!.title.replace(/^menu\./, '') as keyof typeof MEMBER_MENU_TITLES;
      expect(MEMBER_MENU_TITLES[key]?.['zh-CN'], route.meta!.title).toBeTruthy();
      expect(MEMBER_MENU_TITLES[key]['en-US'], route.meta!.title).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
