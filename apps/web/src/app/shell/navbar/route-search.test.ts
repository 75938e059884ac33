import type { MenuRoute } from '@cloudphone/contract';
import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { SEARCH_OPTIONS, searchEntries, searchQuery, type SearchItem } from './route-search';

const tree: MenuRoute[] = [
  {
    path: '/',
    component: 'Layout',
    redirect: '/index',
    children: [{ path: '/index', name: 'CloudPhone', component: 'CloudPhone/index', meta: { title: 'menu.cloudPhone' } }],
  },
  {
    path: '/setting',
    component: 'Layout',
    meta: { title: 'menu.setting' },
    children: [
      { path: 'account', component: 'Setting/account', meta: { title: 'menu.accountInfo' } },
      { path: 'about', component: 'Setting/about', meta: { title: 'menu.aboutUs' } },
    ],
  },
  { path: '', component: 'Layout', hidden: true, children: [{ path: '/play', component: 'Play/index', meta: { title: 'menu.play' } }] },
  {
    path: '',
    component: 'Layout',
    children: [{ path: '/doc', component: 'Layout', meta: { title: 'doc', link: 'https://help.example' } }],
  },
];

describe('route search', () => {
  it('uses the spec’s Fuse options', () => {
    expect(SEARCH_OPTIONS).toMatchObject({
      threshold: 0.4,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  });

  it('cuts the query to 32 characters', () => {
    expect(searchQuery(`  ${'a'.repeat(40)} `)).toHaveLength(32);
  });

  it('lists visible routes by title path, without hidden ones, with external links as their address', () => {
    expect(searchEntries(tree)).toEqual([
      { path: '/index', titles: ['menu.cloudPhone'] },
      { path: '/setting/account', titles: ['menu.setting', 'menu.accountInfo'] },
      { path: '/setting/about', titles: ['menu.setting', 'menu.aboutUs'] },
      { path: 'https://help.example', titles: ['doc'] },
    ]);
  });

  it('finds a route fuzzily by its translated title path', () => {
    const items: SearchItem[] = [
      { path: '/setting/account', title: '设置 > 账号信息' },
      { path: '/payManage', title: '购买' },
    ];
    const fuse = new Fuse(items, SEARCH_OPTIONS);
    expect(fuse.search(searchQuery('账号'))[0]?.item.path).toBe('/setting/account');
    expect(fuse.search('payman')[0]?.item.path).toBe('/payManage');
  });
});
