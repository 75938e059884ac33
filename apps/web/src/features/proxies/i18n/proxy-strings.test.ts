import { describe, expect, it } from 'vitest';
import { proxyEnUS } from './proxy.en-us';
import { proxyZhCN } from './proxy.zh-cn';

/** Every key path of a strings object, with its text. */
function leaves(strings: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [path, text] of leaves(value as object, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

describe('the "proxy" locale module', () => {
  it('has the same keys and placeholders in both languages, each in its own language', () => {
    const zh = leaves(proxyZhCN);
    const en = leaves(proxyEnUS);
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [path, text] of zh) expect(placeholders(en.get(path)!), path).toEqual(placeholders(text));
    for (const [path, text] of en) expect(text, path).not.toMatch(/\p{Script=Han}/u);
  });

  it('words the success messages as the spec does', () => {
    expect(proxyEnUS.proxy.done).toEqual({
      added: 'Added successfully',
      edited: 'Edit successful',
      deleted: 'Deleted successfully',
      updated: 'Update successful',
      merged: 'Merge successful',
      groupAdded: 'Group added successfully',
    });
  });
});
