import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema-console.js';
import { phones } from './schema-phones.js';

/**
 * Play sessions that failed on the member's side (updPhoneSessionError): what the browser saw, for
 * support and operators. Kept apart from phone_operations: these are reports from a browser, not
 * things done to the phone, and a flaky network would bury the phone's history under them.
 */
export const playSessionErrors = pgTable(
  'play_session_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneId: bigint('phone_id', { mode: 'number' })
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** One of the contract's STREAM_ERRORS, or what the browser saw. */
    code: varchar('code', { length: 64 }).notNull(),
    detail: varchar('detail', { length: 500 }),
    userAgent: varchar('user_agent', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('play_session_errors_phone_idx').on(t.phoneId, t.createdAt)],
);

/**
 * Share links: an owner's expiring, view-only link to a phone's live screen. Only the SHA-256 of
 * the code is kept, so a leaked table opens nothing; the link is shown once, when created.
 */
export const phoneShareLinks = pgTable(
  'phone_share_links',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneId: bigint('phone_id', { mode: 'number' })
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    /** The owner who shared it; the link ends if the phone is no longer theirs. */
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('phone_share_links_code_idx').on(t.codeHash), index('phone_share_links_phone_idx').on(t.phoneId, t.expiresAt)],
);
