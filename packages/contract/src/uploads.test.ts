import { describe, expect, it } from 'vitest';
import { GROUP_CONTROL_MAX } from './group-control.js';
import { PHONE_BATCH_MAX } from './phones.js';
import { GroupPushSchema, kindOfName, PushSchema, sanitizeFileName, UninstallSchema } from './uploads.js';

describe('upload names and push requests', () => {
  it('keeps the last path segment of a name, without control characters, at most 255 bytes', () => {
    expect(sanitizeFileName('C:\\fakepath\\app.apk')).toBe('app.apk');
    expect(sanitizeFileName(' /a/b/notes\u0000\u001f\u007f.txt ')).toBe('notes.txt');
    expect(sanitizeFileName('微信.apk')).toBe('微信.apk');
    for (const bad of ['', '   ', '.', '..', 'dir/', '\u0001', 'x'.repeat(256)]) expect(sanitizeFileName(bad), bad).toBeNull();
    expect(sanitizeFileName('x'.repeat(255))).toHaveLength(255);
    expect(kindOfName('Game.APK')).toBe('apk');
    expect(kindOfName('game.apk.txt')).toBe('file');
  });

  it('takes a folder under /sdcard only, and reports message keys', () => {
    const parse = (targetDir: string) => PushSchema.safeParse({ phoneIds: [1], fileIds: [1], targetDir });
    expect(parse('/sdcard/Download/').data?.targetDir).toBe('/sdcard/Download');
    expect(parse('/sdcard').success).toBe(true);
    for (const bad of ['/data', 'sdcard/x', '/sdcard/../data', '/sdcard/./x', '/sdcardx', '/sdcard//x'])
      expect(parse(bad).error?.issues[0]?.message, bad).toBe('uploads.targetDir.invalid');
    expect(parse('/sdcard/a\u0000b').error?.issues[0]?.message).toBe('validation.text.control');
    const tooMany = PushSchema.safeParse({ phoneIds: [1], fileIds: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(tooMany.error?.issues[0]?.message).toBe('uploads.files.max');
  });

  it('pushes a list batch to at most 30 phones and a group-control group to at most 300', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(PushSchema.safeParse({ phoneIds: ids(PHONE_BATCH_MAX), fileIds: [1] }).success).toBe(true);
    expect(PushSchema.safeParse({ phoneIds: ids(PHONE_BATCH_MAX + 1), fileIds: [1] }).error?.issues[0]?.message).toBe('phones.select.max');
    expect(GroupPushSchema.safeParse({ phoneIds: ids(GROUP_CONTROL_MAX), fileIds: [1] }).success).toBe(true);
    expect(GroupPushSchema.safeParse({ phoneIds: ids(GROUP_CONTROL_MAX + 1), fileIds: [1] }).error?.issues[0]?.message).toBe(
      'groupControl.max',
    );
    for (const schema of [PushSchema, GroupPushSchema])
      expect(schema.safeParse({ phoneIds: [], fileIds: [1] }).error?.issues[0]?.message).toBe('phones.select.required');
  });

  it('needs an Android package name to uninstall', () => {
    expect(UninstallSchema.safeParse({ phoneIds: [1] }).error?.issues[0]?.message).toBe('uploads.packageName.required');
    expect(UninstallSchema.safeParse({ phoneIds: [1], packageName: 'com.tencent.mm' }).success).toBe(true);
    for (const bad of ['tencent', 'com..mm', '1com.mm', 'com.mm.', 'com mm.x'])
      expect(UninstallSchema.safeParse({ phoneIds: [1], packageName: bad }).error?.issues[0]?.message, bad).toBe(
        'uploads.packageName.invalid',
      );
  });
});
