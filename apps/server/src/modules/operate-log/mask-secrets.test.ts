import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from './mask-secrets.js';

describe('maskSecrets', () => {
  it('masks secret fields at any depth, drops hashes, keeps the rest', () => {
    const at = new Date('2026-11-27T01:02:03Z');
    expect(
      maskSecrets({
        userId: 3,
        dictCode: 7,
        code: '654321',
        password: 'Secret123',
        nested: { refreshToken: 'abc', smsCode: '123456', note: 'kept', items: [{ newPassword: 'x', name: 'n' }] },
        passwordHash: '$argon2id$...',
        at,
      }),
    ).toEqual({
      userId: 3,
      dictCode: 7,
      code: MASK,
      password: MASK,
      nested: { refreshToken: MASK, smsCode: MASK, note: 'kept', items: [{ newPassword: MASK, name: 'n' }] },
      at: '2026-11-27T01:02:03.000Z',
    });
  });

  it('leaves empty secrets empty and plain values as they are', () => {
    expect(maskSecrets({ password: '', token: null })).toEqual({ password: '', token: null });
    expect(maskSecrets(undefined)).toBeNull();
    expect(maskSecrets('text')).toBe('text');
    expect(maskSecrets([1, 'a'])).toEqual([1, 'a']);
  });
});
