import { describe, expect, it } from 'vitest';
import {
  addView,
  cachedViews,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  lastViewPath,
  wheelScrollDelta,
  type TagView,
} from './tag-rules';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  name: path.slice(1),
  title: `t${path}`,
  affix: false,
  noCache: false,
  ...extra,
});
const home = view('/index', { affix: true });
const views = [home, view('/a'), view('/b', { noCache: true }), view('/c')];
const paths = (list: TagView[]) => list.map((v) => v.path);

describe('tag bar rules', () => {
  it('adds a view once and updates its query when visited again', () => {
    const next = addView(views, view('/a', { fullPath: '/a?x=1' }));
    expect(paths(next)).toEqual(['/index', '/a', '/b', '/c']);
    expect(next[1]?.fullPath).toBe('/a?x=1');
    expect(paths(addView(views, view('/d')))).toEqual(['/index', '/a', '/b', '/c', '/d']);
  });

  it('never closes an affixed view', () => {
    expect(paths(closeView(views, '/index'))).toEqual(paths(views));
    expect(paths(closeView(views, '/b'))).toEqual(['/index', '/a', '/c']);
  });

  it('close others keeps the affixed views and the chosen one', () => {
    expect(paths(closeOthers(views, '/b'))).toEqual(['/index', '/b']);
  });

  it('close right keeps everything up to the chosen view plus affixed ones after it', () => {
    expect(paths(closeRight(views, '/a'))).toEqual(['/index', '/a']);
    expect(paths(closeRight([view('/x'), view('/y'), { ...home }], '/x'))).toEqual(['/x', '/index']);
  });

  it('close left and close all keep affixed views', () => {
    expect(paths(closeLeft(views, '/b'))).toEqual(['/index', '/b', '/c']);
    expect(paths(closeAll(views))).toEqual(['/index']);
  });

  it('goes to the last remaining view, or home', () => {
    expect(lastViewPath(views)).toBe('/c');
    expect(lastViewPath([])).toBe('/index');
  });

  it('keeps alive only views without noCache', () => {
    expect(paths(cachedViews(views))).toEqual(['/index', '/a', '/c']);
  });

  it('scrolls by a quarter of the wheel delta', () => {
    expect(wheelScrollDelta(100)).toBe(25);
    expect(wheelScrollDelta(0, -40)).toBe(-10);
  });
});
