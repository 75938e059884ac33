import type { PageResult, PushResult, UploadRecord, UploadRecordDetail, UploadUsage } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadedFiles, uploadItems } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';
import { leftovers, upload, uploaded, uploadsEnv } from './uploads-fixture.js';

const DAY = 86_400_000;
const QUOTA = 1000;

let t: Harness;
let alice: SignedInMember;

beforeAll(async () => {
  // Sessions outlive the months the clock jumps here.
  t = await createHarness(
    uploadsEnv({ UPLOAD_RETAIN_DAYS: '30', UPLOAD_QUOTA_BYTES: String(QUOTA), ACCESS_TOKEN_TTL_S: String(365 * 86_400) }),
  );
});
// Each test has a member of its own, so its quota starts empty.
beforeEach(async () => {
  alice = await signedInMember(t);
});
afterAll(() => t.close());

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = alice.token, lang = 'zh-CN') =>
  t.call<T>({ method, url: `/app-api/infra${url}`, payload, headers: { ...bearer(token), 'accept-language': lang } });
const push = (phoneIds: number[], fileIds: number[], lang = 'zh-CN') =>
  call<PushResult>('POST', '/cacloud/install', { phoneIds, fileIds }, alice.token, lang);
const retry = (id: number, lang = 'zh-CN') => call<{ retried: number }>('POST', '/upload-record/retry', { id }, alice.token, lang);
const record = async (id: number) => (await call<UploadRecordDetail>('GET', `/upload-record/get?id=${id}`)).data;
const usage = async (token = alice.token) => (await call<UploadUsage>('GET', '/upload-file/usage', undefined, token)).data;
const fileRow = async (id: number) => (await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]!;
const isStored = async (id: number) => (await t.deps.uploads.storage.stat((await fileRow(id)).storageKey)) !== null;
const sweep = () => t.deps.uploads.cleanup.sweep();

/** A record whose one phone failed (fault injection), so it can be retried. */
async function failedPush(name: string) {
  const [phone] = await rentPhones(t, alice.id, 1, { days: 365 });
  const file = await uploaded(t, alice.token, name, Buffer.from('x'));
  await t.deps.driver.inject(await owlOf(t, phone!), { kind: 'fail-next', operation: 'pushFile' });
  const { recordId } = (await push([phone!], [file])).data;
  await t.deps.uploads.runner.drain();
  expect((await record(recordId!)).status).toBe('failed');
  return { phone: phone!, file, recordId: recordId! };
}

/** The member's objects in local storage. */
const storedOf = async (memberId: number) =>
  (await readdir(path.join(t.config.DATA_DIR, 'files', 'uploads', String(memberId))).catch(() => [])).length;

describe('keeping pushed files for UPLOAD_RETAIN_DAYS after their last use', () => {
  it('removes the bytes of a file unused that long, keeps its row for the records, and refuses a retry or push of it', async () => {
    const { phone, file, recordId } = await failedPush('old.txt');
    t.clock.advance(29 * DAY);
    expect((await sweep()).expired).toBe(0);
    expect(await isStored(file)).toBe(true);

    t.clock.advance(2 * DAY);
    expect((await sweep()).expired).toBe(1);
    expect(await isStored(file)).toBe(false);
    expect((await fileRow(file)).expiredAt).not.toBeNull();
    const detail = await record(recordId);
    expect(detail).toMatchObject({ expired: true, files: [expect.objectContaining({ name: 'old.txt', expired: true })] });
    const listed = (await call<PageResult<UploadRecord>>('GET', '/upload-record/page?pageNo=1&pageSize=10')).data.list;
    expect(listed.find((r) => r.id === recordId)).toMatchObject({ expired: true, status: 'failed' });

    expect(await retry(recordId, 'en-US')).toMatchObject({
      status: 410,
      msg: 'The file was past its keeping period and has been removed; upload it again to push it',
    });
    expect(await retry(recordId)).toMatchObject({ status: 410, msg: '文件已超过保存期限被清理，请重新上传后再推送' });
    // Nothing changed: the phone is still failed, and no new record was made by the refused push.
    expect((await record(recordId)).items.map((i) => i.status)).toEqual(['failed']);
    expect((await fileRow(file)).pushedAt!.getTime()).toBeLessThan(t.clock.now().getTime() - 30 * DAY);
    expect(await push([phone], [file])).toMatchObject({ status: 410 });
    // Sweeping again finds nothing more to do.
    expect((await sweep()).expired).toBe(0);
  });

  it('counts the keeping period from the last retry', async () => {
    const { file, recordId } = await failedPush('retried.txt');
    t.clock.advance(20 * DAY);
    await t.deps.driver.inject(await owlOf(t, (await record(recordId)).items[0]!.phoneId), { kind: 'fail-next', operation: 'pushFile' });
    expect((await retry(recordId)).data).toMatchObject({ retried: 1 });
    await t.deps.uploads.runner.drain();

    t.clock.advance(20 * DAY);
    expect((await sweep()).expired).toBe(0);
    expect((await record(recordId)).expired).toBe(false);
    expect((await retry(recordId)).data).toMatchObject({ retried: 1 });
    await t.deps.uploads.runner.drain();
    expect((await record(recordId)).status).toBe('success');

    t.clock.advance(31 * DAY);
    expect((await sweep()).expired).toBe(1);
    expect(await isStored(file)).toBe(false);
  });

  it('keeps a file a waiting phone still needs, however old', async () => {
    const [phone] = await rentPhones(t, alice.id, 1, { days: 365 });
    const file = await uploaded(t, alice.token, 'waiting.txt', Buffer.from('w'));
    const { recordId } = (await push([phone!], [file])).data;
    t.clock.advance(40 * DAY);
    expect((await sweep()).expired).toBe(0);
    await t.deps.uploads.runner.drain();
    expect((await record(recordId!)).status).toBe('success');
    expect(await isStored(file)).toBe(true);
    t.clock.advance(31 * DAY);
    expect((await sweep()).expired).toBe(1);
  });

  it('lets exactly one of a retry and the sweep win when they meet', async () => {
    const pushes = [];
    for (let i = 0; i < 6; i++) pushes.push(await failedPush(`race-${i}.txt`));
    t.clock.advance(31 * DAY);
    const [swept, ...retries] = await Promise.all([sweep(), ...pushes.map((p) => retry(p.recordId))]);
    let retried = 0;
    for (const [i, p] of pushes.entries()) {
      const row = await fileRow(p.file);
      const items = await t.deps.db.select().from(uploadItems).where(eq(uploadItems.recordId, p.recordId));
      if (retries[i]!.code === 0) {
        retried++;
        // The retry won: the file is kept, with its bytes, and the phone is queued again.
        expect(row.expiredAt).toBeNull();
        expect(await isStored(p.file)).toBe(true);
        expect(items[0]!.status).toBe('pending');
      } else {
        expect(retries[i]).toMatchObject({ status: 410 });
        expect(row.expiredAt).not.toBeNull();
        expect(await isStored(p.file)).toBe(false);
        expect(items[0]!.status).toBe('failed');
      }
    }
    expect(swept.expired + retried).toBe(pushes.length);
    await t.deps.uploads.runner.drain();
  });
});

describe('the storage quota (UPLOAD_QUOTA_BYTES)', () => {
  it('refuses a file that would take the member past it, in their language, and stores nothing', async () => {
    expect(await usage()).toEqual({ used: 0, quota: QUOTA, retainDays: 30 });
    await uploaded(t, alice.token, 'big.bin', Buffer.alloc(700));
    expect((await usage()).used).toBe(700);
    const before = await leftovers(t);
    expect(await upload(t, alice.token, 'more.bin', Buffer.alloc(400), 'en-US')).toMatchObject({
      status: 413,
      msg: 'Not enough storage: 0.68 KB of 0.98 KB used',
    });
    expect(await upload(t, alice.token, 'more.bin', Buffer.alloc(400))).toMatchObject({ msg: '存储空间不足：已用 0.68 KB，上限 0.98 KB' });
    expect(await leftovers(t)).toEqual(before);
    // What still fits is taken, up to the last byte; other members have their own quota.
    await uploaded(t, alice.token, 'fits.bin', Buffer.alloc(300));
    expect((await usage()).used).toBe(QUOTA);
    expect(await upload(t, alice.token, 'one.bin', Buffer.alloc(1))).toMatchObject({ status: 413 });
    const bob = await signedInMember(t);
    await uploaded(t, bob.token, 'bob.bin', Buffer.alloc(900));
    expect((await usage(bob.token)).used).toBe(900);
  });

  it('adds concurrent uploads up exactly', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(t, alice.token, `c${i}.bin`, Buffer.alloc(300))));
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.status === 413)).toHaveLength(7);
    expect((await usage()).used).toBe(900);
    // Nothing of the refused seven was kept.
    expect(await storedOf(alice.id)).toBe(3);
  });

  it('stops counting a pushed file once it has expired', async () => {
    const [phone] = await rentPhones(t, alice.id, 1, { days: 365 });
    const file = await uploaded(t, alice.token, 'pushed.bin', Buffer.alloc(800));
    await push([phone!], [file]);
    await t.deps.uploads.runner.drain();
    expect(await upload(t, alice.token, 'next.bin', Buffer.alloc(300))).toMatchObject({ status: 413 });
    t.clock.advance(31 * DAY);
    await sweep();
    expect((await usage()).used).toBe(0);
    await uploaded(t, alice.token, 'next.bin', Buffer.alloc(300));
  });
});
