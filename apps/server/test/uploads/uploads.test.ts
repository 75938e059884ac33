import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { apkFixture, leftovers, multipart, upload, uploadsEnv } from './uploads-fixture.js';

let t: Harness;
let alice: SignedInMember;
const MAX = 64 * 1024;

beforeAll(async () => {
  t = await createHarness(uploadsEnv({ UPLOAD_MAX_BYTES: String(MAX) }));
  alice = await signedInMember(t);
});
afterAll(() => t.close());

describe('uploading files and apps', () => {
  it('parses an APK on the server: package, label from its string resource, version and icon', async () => {
    const res = await upload(t, alice.token, 'hello.apk', await apkFixture('hello.apk'));
    expect(res).toMatchObject({ status: 200, code: 0 });
    expect(res.data).toMatchObject({
      name: 'hello.apk',
      kind: 'apk',
      size: (await apkFixture('hello.apk')).length,
      apk: { packageName: 'com.example.hello', label: 'Hello Cloud', versionName: '1.2.3', versionCode: 123 },
    });
    expect(res.data.apk!.icon).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, res.data.id));
    expect(row).toMatchObject({ memberId: alice.id, kind: 'apk', pushedAt: null });
    // The bytes are in storage, exactly.
    const stored = await t.deps.uploads.storage.stat(row!.storageKey);
    expect(stored).toEqual({ size: res.data.size });
  });

  it('keeps any other file as it is, its name sanitised', async () => {
    const res = await upload(t, alice.token, 'C:\\Users\\me\\notes\u0007.txt', Buffer.from('hello phone'));
    expect(res.data).toEqual({ id: expect.any(Number), name: 'notes.txt', kind: 'file', size: 11 });
    const plain = await upload(t, alice.token, 'plain.APK', await apkFixture('plain.apk'));
    expect(plain.data.apk).toEqual({ packageName: 'com.example.plain', label: 'Plain App', versionName: '0.1', versionCode: 1 });
  });

  it.each([
    ['not-a-zip.apk', 'not a zip'],
    ['no-manifest.apk', 'a zip without a manifest'],
    ['garbage-manifest.apk', 'a manifest that does not parse'],
    ['truncated.apk', 'a truncated APK'],
  ])('refuses %s (%s) with 文件格式错误 and stores nothing', async (name) => {
    const before = await leftovers(t);
    const zh = await upload(t, alice.token, name, await apkFixture(name));
    expect(zh).toMatchObject({ status: 400, code: 1011005002, msg: '文件格式错误' });
    const en = await upload(t, alice.token, name, await apkFixture(name), 'en-US');
    expect(en.msg).toBe('File format error');
    expect(await leftovers(t)).toEqual({ ...before, tmp: 0 });
  });

  it('cuts off a file over UPLOAD_MAX_BYTES while it streams, and removes what had arrived', async () => {
    const before = await leftovers(t);
    const res = await upload(t, alice.token, 'big.bin', Buffer.alloc(MAX + 1), 'en-US');
    expect(res).toMatchObject({ status: 413, code: 1011005003, msg: 'The file cannot be larger than 64 KB' });
    expect((await upload(t, alice.token, 'big.bin', Buffer.alloc(MAX * 3))).msg).toBe('文件大小不能超过 64 KB');
    expect(await leftovers(t)).toEqual({ ...before, tmp: 0 });
    // Exactly the limit is fine.
    expect((await upload(t, alice.token, 'edge.bin', Buffer.alloc(MAX))).code).toBe(0);
  });

  it('refuses names that are empty, only a path, or too long for a file system', async () => {
    const before = await leftovers(t);
    for (const name of ['..', '/sdcard/', '\u0001\u0002', `${'名'.repeat(86)}.txt`]) {
      const res = await upload(t, alice.token, name, Buffer.from('x'), 'en-US');
      expect(res, name).toMatchObject({ status: 400, code: 1011005004, msg: 'The file name must not be empty or longer than 255 bytes' });
    }
    expect(await leftovers(t)).toEqual({ ...before, tmp: 0 });
  });

  it('refuses a file part without a filename, or with an empty one, with a translated 400 and stores nothing', async () => {
    const before = await leftovers(t);
    const boundary = '----cloudphoneNoName';
    const part = (disposition: string) => ({
      method: 'POST' as const,
      url: '/app-api/infra/upload-file/upload',
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\nsome bytes\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(alice.token) },
    });
    for (const disposition of ['form-data; name="file"', 'form-data; name="file"; filename=""', 'form-data; name="file"; filename']) {
      const zh = await t.call(part(disposition));
      expect(zh, disposition).toMatchObject({ status: 400, code: 1011005004, msg: '文件名不能为空，且不能超过 255 个字节' });
      const en = await t.call({ ...part(disposition), headers: { ...part(disposition).headers, 'accept-language': 'en-US' } });
      expect(en, disposition).toMatchObject({ status: 400, msg: 'The file name must not be empty or longer than 255 bytes' });
    }
    expect(await leftovers(t)).toEqual({ ...before, tmp: 0 });
  });

  it('needs a file part in a multipart request, and a session', async () => {
    const noFile = await t.call({
      method: 'POST',
      url: '/app-api/infra/upload-file/upload',
      payload: { name: 'x' },
      headers: bearer(alice.token),
    });
    expect(noFile).toMatchObject({ status: 400, code: 1011005005, msg: '请选择要上传的文件或应用' });
    const body = multipart('a.txt', Buffer.from('x'));
    const anonymous = await t.call({
      method: 'POST',
      url: '/app-api/infra/upload-file/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.status).toBe(401);
  });
});
