import type { PushResult, UploadUsage } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';
import { apkFixture, leftovers, upload, uploaded, uploadsEnv } from './uploads-fixture.js';

const HOUR = 3_600_000;
let t: Harness;
let alice: SignedInMember;
let apk: Buffer;

beforeAll(async () => {
  apk = await apkFixture('hello.apk');
  // Room for the APK once and a half: a second stored copy would not fit.
  t = await createHarness(uploadsEnv({ UPLOAD_QUOTA_BYTES: String(Math.floor(apk.length * 1.5)), UPLOAD_ABANDON_HOURS: '24' }));
});
beforeEach(async () => {
  alice = await signedInMember(t);
});
afterAll(() => t.close());

const usage = async () =>
  (await t.call<UploadUsage>({ method: 'GET', url: '/app-api/infra/upload-file/usage', headers: bearer(alice.token) })).data.used;
const rowsOf = async (memberId: number) =>
  (await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.memberId, memberId))).length;
const storedOf = async (memberId: number) =>
  (await readdir(path.join(t.config.DATA_DIR, 'files', 'uploads', String(memberId))).catch(() => [])).length;
const push = (phoneIds: number[], fileIds: number[]) =>
  t.call<PushResult>({
    method: 'POST',
    url: '/app-api/infra/cacloud/install',
    payload: { phoneIds, fileIds },
    headers: bearer(alice.token),
  });

describe('the same file uploaded again', () => {
  it('stores and counts an APK pushed twice once, and both pushes install it', async () => {
    const [one, two] = await rentPhones(t, alice.id, 2);
    // The push dialog uploads the chosen file for every push.
    const first = await uploaded(t, alice.token, 'hello.apk', apk);
    const { recordId: firstRecord } = (await push([one!], [first])).data;
    const second = await uploaded(t, alice.token, 'hello.apk', apk);
    expect(second).toBe(first);
    const { recordId: secondRecord } = (await push([two!], [second])).data;
    expect(await t.deps.uploads.runner.drain()).toBe(2);
    for (const id of [firstRecord, secondRecord]) {
      const res = await t.call<{ status: string }>({
        method: 'GET',
        url: `/app-api/infra/upload-record/get?id=${id}`,
        headers: bearer(alice.token),
      });
      expect(res.data.status).toBe('success');
    }
    expect({ used: await usage(), rows: await rowsOf(alice.id), stored: await storedOf(alice.id) }).toEqual({
      used: apk.length,
      rows: 1,
      stored: 1,
    });
  });

  it('keeps one copy when the same file is uploaded many times at once, counted once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(t, alice.token, 'hello.apk', apk)));
    expect(results.map((r) => r.code)).toEqual(Array(8).fill(0));
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect({ used: await usage(), rows: await rowsOf(alice.id), stored: await storedOf(alice.id) }).toEqual({
      used: apk.length,
      rows: 1,
      stored: 1,
    });
    expect((await leftovers(t)).tmp).toBe(0);
  });

  it('keeps the same bytes under another name as a file of its own, which the quota counts', async () => {
    await uploaded(t, alice.token, 'hello.apk', apk);
    expect(await upload(t, alice.token, 'hello-copy.apk', apk, 'en-US')).toMatchObject({ status: 413 });
    // Another member's copy is theirs.
    const bob = await signedInMember(t);
    await uploaded(t, bob.token, 'hello.apk', apk);
    expect({ alice: await rowsOf(alice.id), bob: await rowsOf(bob.id) }).toEqual({ alice: 1, bob: 1 });
  });

  it('counts a copy never pushed as abandoned from its last upload', async () => {
    const id = await uploaded(t, alice.token, 'notes.txt', Buffer.from('kept while it is uploaded again'));
    t.clock.advance(20 * HOUR);
    expect(await uploaded(t, alice.token, 'notes.txt', Buffer.from('kept while it is uploaded again'))).toBe(id);
    t.clock.advance(20 * HOUR);
    await t.deps.uploads.cleanup.sweep();
    expect(await rowsOf(alice.id)).toBe(1);
    t.clock.advance(5 * HOUR);
    await t.deps.uploads.cleanup.sweep();
    expect({ rows: await rowsOf(alice.id), stored: await storedOf(alice.id) }).toEqual({ rows: 0, stored: 0 });
  });
});
