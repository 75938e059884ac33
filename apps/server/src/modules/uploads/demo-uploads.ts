import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phones } from '../../db/schema.js';
import type { Clock } from '../../infra/clock.js';
import type { Uploads } from './index.js';

const WELCOME = '欢迎使用云手机！这个文件由演示数据推送到云机的 /sdcard/Download 文件夹。\nWelcome to Cloud Phone!\n';

/**
 * The demo member's upload records show one finished push: a small text file sent to their
 * first two phones (a file, not an app, so the phones' launchers stay as the browser tests expect).
 */
export async function seedDemoUploads(db: Db, clock: Clock, uploads: Uploads, memberId: number) {
  const targets = await db
    .select({ id: phones.id })
    .from(phones)
    .where(and(eq(phones.memberId, memberId), isNull(phones.recycledAt)))
    .orderBy(asc(phones.id))
    .limit(2);
  if (!targets.length) return;
  const storageKey = `uploads/${memberId}/${randomUUID()}`;
  const stored = await uploads.storage.put(storageKey, Buffer.from(WELCOME));
  const file = await uploads.uploadFiles.insert({
    memberId,
    name: '欢迎.txt',
    kind: 'file',
    size: stored.size,
    sha256: stored.sha256,
    storageKey,
    apk: null,
    createdAt: clock.now(),
  });
  await uploads.pushes.push(memberId, { phoneIds: targets.map((p) => p.id), fileIds: [file.id] }, 'zh-CN');
  await uploads.runner.drain();
}
