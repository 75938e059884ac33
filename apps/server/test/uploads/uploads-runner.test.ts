import type { PushResult, UploadRecordDetail } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles, uploadItems } from '../../src/db/schema.js';
import { createItemsRepo } from '../../src/modules/uploads/items.repo.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { owlOf, rentPhones } from '../kit/rented-phones.js';
import { uploaded, uploadsEnv } from './uploads-fixture.js';

let t: Harness;
let alice: SignedInMember;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createHarness(uploadsEnv());
  alice = await signedInMember(t);
});
afterAll(() => t.close());

const push = (payload: object) =>
  t.call<PushResult>({ method: 'POST', url: '/app-api/infra/cacloud/install', payload, headers: bearer(alice.token) });
const record = (id: number) =>
  t.call<UploadRecordDetail>({ method: 'GET', url: `/app-api/infra/upload-record/get?id=${id}`, headers: bearer(alice.token) });
const itemOf = async (recordId: number) => (await t.deps.db.select().from(uploadItems).where(eq(uploadItems.recordId, recordId)))[0]!;
const filesOn = async (phoneId: number) => (await t.deps.driver.get(await owlOf(t, phoneId)))!.files.map((f) => f.path);

describe('the push runner across restarts and nodes', () => {
  it('takes over an item a dead node left running once its lease has run out, from the first file not yet taken', async () => {
    const [phone] = await rentPhones(t, alice.id, 1);
    const first = await uploaded(t, alice.token, 'first.txt', Buffer.from('1'));
    const second = await uploaded(t, alice.token, 'second.txt', Buffer.from('2'));
    const { recordId } = (await push({ phoneIds: [phone], fileIds: [first, second] })).data;

    // Another node claims the phone, pushes the first file, and dies before the second.
    const [claimed] = await createItemsRepo(t.deps.db).claim(1, t.clock.now(), new Date(t.clock.now().getTime() + 60_000));
    expect(claimed).toMatchObject({ recordId, status: 'running', attempts: 1 });
    await t.deps.db.update(uploadItems).set({ filesDone: 1, progress: 50 }).where(eq(uploadItems.id, claimed!.id));

    // Its lease still holds: nobody else touches it, and the record is still executing.
    expect(await t.deps.uploads.runner.drain()).toBe(0);
    expect((await record(recordId!)).data).toMatchObject({ status: 'executing', progress: 50 });

    t.clock.advance(61_000);
    expect(await t.deps.uploads.runner.drain()).toBe(1);
    expect(await itemOf(recordId!)).toMatchObject({ status: 'success', attempts: 2, progress: 100, filesDone: 2 });
    expect((await record(recordId!)).data).toMatchObject({ status: 'success', success: 1 });
    // Only the file the dead node had not pushed went over again.
    expect(await filesOn(phone!)).toEqual(['/sdcard/Download/second.txt']);
  });

  it('gives up an item that keeps being interrupted, as failed and retryable', async () => {
    const [phone] = await rentPhones(t, alice.id, 1);
    const file = await uploaded(t, alice.token, 'crash.txt', Buffer.from('x'));
    const { recordId } = (await push({ phoneIds: [phone], fileIds: [file] })).data;
    const item = await itemOf(recordId!);
    await t.deps.db
      .update(uploadItems)
      .set({ status: 'running', attempts: 3, leaseToken: 'dead', leaseUntil: new Date(t.clock.now().getTime() - 1) })
      .where(eq(uploadItems.id, item.id));
    await t.deps.uploads.runner.drain();
    expect((await record(recordId!)).data.items[0]).toMatchObject({ status: 'failed', msg: '推送多次中断，请重试' });
    await t.call({ method: 'POST', url: '/app-api/infra/upload-record/retry', payload: { id: recordId }, headers: bearer(alice.token) });
    await t.deps.uploads.runner.drain();
    expect((await record(recordId!)).data).toMatchObject({ status: 'success' });
  });
});

describe('cleanup of abandoned uploads', () => {
  const stored = async (id: number) => {
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    return row ? t.deps.uploads.storage.stat(row.storageKey) : null;
  };

  it('deletes files never pushed after UPLOAD_ABANDON_HOURS, and keeps pushed ones, even mid-push', async () => {
    const [phone] = await rentPhones(t, alice.id, 1);
    const abandoned = await uploaded(t, alice.token, 'abandoned.txt', Buffer.from('a'));
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, abandoned));
    const pushedLate = await uploaded(t, alice.token, 'late.txt', Buffer.from('b'));
    t.clock.advance(23 * HOUR);
    const recent = await uploaded(t, alice.token, 'recent.txt', Buffer.from('c'));
    const { recordId } = (await push({ phoneIds: [phone], fileIds: [pushedLate] })).data;
    t.clock.advance(2 * HOUR);

    expect(await t.deps.uploads.cleanup.sweep()).toMatchObject({ files: 1 });
    expect(await stored(abandoned)).toBeNull();
    expect(await t.deps.uploads.storage.stat(row!.storageKey)).toBeNull();
    // Referenced by a push that has not run yet: kept, and the push still delivers it.
    expect(await stored(pushedLate)).toEqual({ size: 1 });
    expect(await stored(recent)).toEqual({ size: 1 });
    await t.deps.uploads.runner.drain();
    expect((await record(recordId!)).data.status).toBe('success');
    expect(await filesOn(phone!)).toContain('/sdcard/Download/late.txt');
    // A push of the abandoned file now finds nothing.
    expect((await push({ phoneIds: [phone], fileIds: [abandoned] })).status).toBe(404);
  });

  it('removes temporary files a crash left mid-upload', async () => {
    const tmpDir = path.join(t.config.DATA_DIR, 'tmp', 'uploads');
    await mkdir(tmpDir, { recursive: true });
    const old = path.join(tmpDir, 'left-by-a-crash');
    const fresh = path.join(tmpDir, 'still-arriving');
    await writeFile(old, 'partial');
    await writeFile(fresh, 'partial');
    const longAgo = new Date(t.clock.now().getTime() - 25 * HOUR);
    await utimes(old, longAgo, longAgo);
    await utimes(fresh, t.clock.now(), t.clock.now());
    expect((await t.deps.uploads.cleanup.sweep()).tmp).toBe(1);
    expect(await readdir(tmpDir)).toEqual(['still-arriving']);
  });
});
