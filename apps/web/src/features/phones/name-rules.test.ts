import { describe, expect, it } from 'vitest';
import { checkAlias, checkLabel, checkName } from './name-rules';

describe('names', () => {
  it('group and tag names are 1 to 10 characters, trimmed, counted in code points', () => {
    expect(checkName('groups', '  ')).toBe('groups.name.required');
    expect(checkName('groups', '游戏挂机')).toBeNull();
    expect(checkName('groups', '一二三四五六七八九十')).toBeNull();
    expect(checkName('groups', '一二三四五六七八九十一')).toBe('groups.name.length');
    expect(checkName('tags', '😀'.repeat(10))).toBeNull();
    expect(checkName('tags', '')).toBe('tags.name.required');
    expect(checkName('tags', 'x'.repeat(11))).toBe('tags.name.length');
  });

  it('a phone name is required and at most 10 characters', () => {
    expect(checkAlias(' ')).toBe('phones.alias.required');
    expect(checkAlias('挂机 01')).toBeNull();
    expect(checkAlias('12345678901')).toBe('phones.alias.max');
  });

  it('a label is 1 to 20 characters on one line, trimmed, counted in code points', () => {
    expect(checkLabel('  ')).toBe('phones.label.required');
    expect(checkLabel(' 主号 ')).toBeNull();
    expect(checkLabel('😀'.repeat(20))).toBeNull();
    expect(checkLabel('x'.repeat(21))).toBe('phones.label.length');
    expect(checkLabel('two\nlines')).toBe('validation.text.control');
    expect(checkLabel('bell\u0007')).toBe('validation.text.control');
  });
});
