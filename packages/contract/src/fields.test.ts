import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlChars, ID_MAX, idField, text, wholeNumber } from './fields.js';
import { translate } from './messages.js';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } | undefined }) => result.error?.issues[0]?.message;

describe('text', () => {
  it('refuses NUL, the other C0 controls, DEL and C1 controls, with a translated message', () => {
    const one = text().max(50);
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u000e', '\u001f', '\u007f', '\u0080', '\u009f'])
      expect(messageOf(one.safeParse(`a${c}b`)), JSON.stringify(c)).toBe('validation.text.control');
    expect(translate('validation.text.control', 'zh-CN')).toBe('输入内容不能包含控制字符');
    expect(translate('validation.text.control', 'en-US')).toBe('The input must not contain control characters');
  });

  it('takes tabs and line breaks only where a field is multi-line', () => {
    for (const s of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(messageOf(text().safeParse(s))).toBe('validation.text.control');
      expect(text(undefined, { multiline: true }).safeParse(s).success).toBe(true);
    }
    expect(messageOf(text(undefined, { multiline: true }).safeParse('a\u0000\nb'))).toBe('validation.text.control');
  });

  it('takes any text without control characters, in every script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(text(undefined, { multiline: true }).safeParse(s).success).toBe(!hasControlChars(s, true));
      }),
    );
    expect(text().safeParse('云手机 🚀 ünïcode').success).toBe(true);
  });

  it('keeps the message for a missing value, and the bounds the caller adds', () => {
    const alias = text('phones.alias.required').trim().min(1, { error: 'phones.alias.required' }).max(3, { error: 'phones.alias.max' });
    expect(messageOf(alias.safeParse(undefined))).toBe('phones.alias.required');
    expect(messageOf(alias.safeParse(42))).toBe('phones.alias.required');
    expect(messageOf(alias.safeParse('   '))).toBe('phones.alias.required');
    expect(messageOf(alias.safeParse('abcd'))).toBe('phones.alias.max');
    expect(alias.parse(' ab ')).toBe('ab');
  });
});

describe('ids and whole numbers', () => {
  it('takes ids as positive integers or digit strings within the id range', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse('42')).toBe(42);
    expect(idField.parse(String(ID_MAX))).toBe(ID_MAX);
    expect(ID_MAX).toBe(2 ** 53 - 1);
  });

  it('refuses booleans, fractions, empty, padded and non-decimal strings, zero, negatives and ids out of range', () => {
    for (const bad of [
      true,
      false,
      1.5,
      '1.5',
      '',
      ' ',
      ' 1',
      '1 ',
      '1e3',
      '0x1',
      'true',
      'NaN',
      0,
      '0',
      -1,
      '-1',
      null,
      undefined,
      [1],
      {},
      ID_MAX + 1,
      String(ID_MAX + 1),
      1e308,
    ])
      expect(messageOf(idField.safeParse(bad)), JSON.stringify(bad)).toBe('validation.invalid');
  });

  it('takes the bounds and the message of the field', () => {
    const pageSize = wholeNumber({ min: 1, max: 300, error: 'validation.popup.pageSize' });
    expect(pageSize.parse('300')).toBe(300);
    for (const bad of [0, 301, '301', true, '2.0', 2.5])
      expect(messageOf(pageSize.safeParse(bad)), String(bad)).toBe('validation.popup.pageSize');
    expect(wholeNumber({ min: -1 }).parse('-1')).toBe(-1);
  });
});
