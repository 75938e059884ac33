import { expect } from 'vitest';

/** Every key path of a strings object, with its text. */
function leaves(strings: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [path, text] of leaves(value as object, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

/**
 * Test helper for a locale module: both languages have the same keys and the same `{{name}}`
 * placeholders, and (unless `allowHanInEnglish`) the English has no Chinese left in it.
 */
export function expectLocalePair(zhCN: object, enUS: object, { allowHanInEnglish = false } = {}) {
  const zh = leaves(zhCN);
  const en = leaves(enUS);
  expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const [path, text] of zh) expect(placeholders(en.get(path)!), path).toEqual(placeholders(text));
  if (!allowHanInEnglish) for (const [path, text] of en) expect(text, path).not.toMatch(/\p{Script=Han}/u);
}
