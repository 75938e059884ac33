import { describe, expect, it } from 'vitest';
import { checkAvatarFile, checkProfile, imageKindOf, maskPhone } from './account-rules';
import { imageFile } from './testing/account-test-kit';

const GOOD = { nickname: '小明', gender: 'male', email: 'xm@example.com', birthday: '1996/11/11', location: '广东省/深圳市' } as const;

describe('the account rules', () => {
  it('accepts a full profile and sends every field, emptied ones as cleared', () => {
    expect(checkProfile(GOOD).value).toEqual(GOOD);
    expect(checkProfile({ ...GOOD, gender: null, email: ' ', birthday: '', location: '' }).value).toEqual({
      nickname: '小明',
      gender: null,
      email: '',
      birthday: '',
      location: '',
    });
  });

  it("refuses each bad field with the contract's message", () => {
    expect(checkProfile({ ...GOOD, nickname: '  ' }).problems).toEqual({ nickname: 'account.nickname.required' });
    expect(checkProfile({ ...GOOD, nickname: 'x'.repeat(21) }).problems).toEqual({ nickname: 'account.nickname.length' });
    expect(checkProfile({ ...GOOD, email: 'not-an-address' }).problems).toEqual({ email: 'validation.email.invalid' });
    expect(checkProfile({ ...GOOD, birthday: '1996/02/30' }).problems).toEqual({ birthday: 'account.birthday.invalid' });
    expect(checkProfile({ ...GOOD, birthday: '2999/01/01' }).problems).toEqual({ birthday: 'account.birthday.invalid' });
    expect(checkProfile({ ...GOOD, location: '省'.repeat(61) }).problems).toEqual({ location: 'account.location.length' });
  });

  it('masks the phone as 138****8000', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
  });

  it('knows a JPG or PNG by its first bytes, not its name', async () => {
    expect(imageKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(imageKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(await checkAvatarFile(imageFile('exe', 1024, 'photo.png'))).toEqual({ problem: 'account.avatar.type' });
    expect(await checkAvatarFile(imageFile('png', 1024, 'photo.exe'))).toEqual({ kind: 'png' });
    expect(await checkAvatarFile(imageFile('jpeg', 2 * 1024 * 1024 + 1))).toEqual({ problem: 'account.avatar.size' });
    expect(await checkAvatarFile(imageFile('jpeg', 2 * 1024 * 1024))).toEqual({ kind: 'jpeg' });
  });
});
