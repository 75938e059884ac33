import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema-console.js';
import { phones } from './schema-phones.js';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * Files a member uploaded for pushing (modules/uploads), the bytes in the storage provider under
 * `storage_key`. One never pushed is deleted after UPLOAD_ABANDON_HOURS. A pushed one stays while
 * its records may be retried: UPLOAD_RETAIN_DAYS after its last push or retry its bytes go and the
 * row stays, marked expired, so the records still name it. Files not expired count against the
 * member's UPLOAD_QUOTA_BYTES. The same bytes under the same name are kept once per member while not
 * expired: uploading them again gives the row already there.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    memberId: memberRef(),
    /** The sanitised name it is pushed under. */
    name: varchar('name', { length: 255 }).notNull(),
    /** 'apk' (installed) or 'file' (copied to a folder). */
    kind: varchar('kind', { length: 8 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    /** What the APK says about itself (ApkInfo of the contract); null for other files. */
    apk: jsonb('apk'),
    createdAt: ts('created_at').notNull(),
    /** Set by every push or retry that takes it: null means never pushed (abandoned after a while). */
    pushedAt: ts('pushed_at'),
    /** When its bytes were removed for being unused UPLOAD_RETAIN_DAYS; it can no longer be pushed. */
    expiredAt: ts('expired_at'),
  },
  (t) => [
    index('uploaded_files_member_idx').on(t.memberId),
    // Finds a member's copy of the same bytes; not unique, as rows from before copies were shared
    // may repeat one. The member's quota lock keeps new ones from doing so.
    index('uploaded_files_content_idx')
      .on(t.memberId, t.sha256)
      .where(sql`expired_at is null`),
    index('uploaded_files_unpushed_idx')
      .on(t.createdAt)
      .where(sql`pushed_at is null`),
    index('uploaded_files_retained_idx')
      .on(t.pushedAt)
      .where(sql`pushed_at is not null and expired_at is null`),
  ],
);

/** One push (spec point 3, "Upload record"): files to phones; its status comes from its items. */
export const uploadRecords = pgTable(
  'upload_records',
  {
    id: id(),
    memberId: memberRef(),
    /** In the order the member chose them. */
    fileIds: bigint('file_ids', { mode: 'number' }).array().notNull(),
    /** Where files (not apps) go on the phones. */
    targetDir: varchar('target_dir', { length: 255 }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('upload_records_member_idx').on(t.memberId, t.id)],
);

/**
 * One phone of a push: the work the runner claims (`FOR UPDATE SKIP LOCKED`), so any node may do
 * it and a node that dies mid-way loses it when its lease runs out.
 */
export const uploadItems = pgTable(
  'upload_items',
  {
    id: id(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => uploadRecords.id, { onDelete: 'cascade' }),
    phoneId: bigint('phone_id', { mode: 'number' })
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    /** pending → running → success | failed; a retry puts failed ones back to pending. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** 0-100 over all the record's files. */
    progress: smallint('progress').notNull().default(0),
    /** How many of the record's files this phone has already taken (a resumed item goes on from there). */
    filesDone: smallint('files_done').notNull().default(0),
    /** A message key (server-messages) and its values, translated when read. */
    message: varchar('message', { length: 64 }),
    messageParams: jsonb('message_params').notNull().default({}),
    attempts: smallint('attempts').notNull().default(0),
    /** Who holds it while running, and until when; a later claim takes it over after that. */
    leaseToken: varchar('lease_token', { length: 36 }),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('upload_items_record_idx').on(t.recordId), index('upload_items_due_idx').on(t.status, t.leaseUntil)],
);
