import { describe, expect, it } from 'vitest';
import { serializeParams, withParams } from './params';

describe('serializeParams', () => {
  it('writes nested objects as key[sub] at any depth', () => {
    const query = serializeParams({ pageNo: 1, params: { beginTime: '2025-01-01', range: { from: 1, to: 2 } } });
    expect(decodeURIComponent(query)).toBe('pageNo=1&params[beginTime]=2025-01-01&params[range][from]=1&params[range][to]=2');
  });

  it('leaves out null, undefined and empty strings but keeps 0 and false', () => {
    expect(serializeParams({ a: null, b: undefined, c: '', d: 0, e: false, f: { g: '' } })).toBe('d=0&e=false');
  });

  it('repeats the key for arrays and encodes values', () => {
    expect(serializeParams({ msgType: [3, 4], q: 'a b&c' })).toBe('msgType=3&msgType=4&q=a%20b%26c');
  });

  it('appends to a URL that already has a query string', () => {
    expect(withParams('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(withParams('/x', {})).toBe('/x');
  });
});
