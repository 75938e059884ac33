import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadedFile } from '@cloudphone/contract';
import { count } from 'drizzle-orm';
import { uploadedFiles } from '../../src/db/schema.js';
import type { Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';

/** Real APKs (built by test/fixtures/apk/build.sh) and broken ones. */
export const apkFixture = (name: string) => readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/apk', name));

/** The harness settings of the upload tests: their own data folder, fast transfers, no background runner, no rate limits. */
export function uploadsEnv(extra: Record<string, string> = {}) {
  return {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'uploads-test-')),
    SIM_SPEED: '100000',
    UPLOAD_POLL_MS: '0',
    ACCESS_TOKEN_TTL_S: String(30 * 86_400),
    // The tests upload far more than a member would in a minute; uploads-limits.test.ts sets its own.
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_IP_RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
}

/** A multipart/form-data body with one `file` part, as a browser's FormData sends it. */
export function multipart(filename: string, bytes: Buffer, field = 'file') {
  const boundary = `----cloudphone${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(t: Harness, token: string, filename: string, bytes: Buffer, lang = 'zh-CN') {
  const body = multipart(filename, bytes);
  return t.call<UploadedFile>({
    method: 'POST',
    url: '/app-api/infra/upload-file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
}

/** Uploads and returns the file's id, failing the test if it was refused. */
export async function uploaded(t: Harness, token: string, filename: string, bytes: Buffer) {
  const res = await upload(t, token, filename, bytes);
  if (res.code !== 0) throw new Error(`upload of ${filename} refused: ${res.msg}`);
  return res.data.id;
}

/** What a refused upload must not leave: rows, stored objects, temporary files. */
export async function leftovers(t: Harness) {
  const list = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? list(path.join(dir, e.name)) : [path.join(dir, e.name)])));
    return nested.flat();
  };
  const [{ n }] = (await t.deps.db.select({ n: count() }).from(uploadedFiles)) as [{ n: number }];
  return {
    rows: n,
    stored: (await list(path.join(t.config.DATA_DIR, 'files'))).length,
    tmp: (await list(path.join(t.config.DATA_DIR, 'tmp'))).length,
  };
}
