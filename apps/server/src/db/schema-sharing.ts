import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema-console.js';
import { phones } from './schema-phones.js';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const memberRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * A sub-account: a member attached to an owner (issue 16), who grants it phones. A member has at
 * most one owner. Disabling one sets the member's status to MEMBER_STATUS.disabledByOwner, apart
 * from an operator's disable, so the owner's enable never lifts the operator's.
 */
export const memberPaternity = pgTable(
  'member_paternity',
  {
    id: id(),
    parentId: memberRef('parent_id'),
    childId: memberRef('child_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_paternity_child').on(t.childId), index('member_paternity_parent_idx').on(t.parentId, t.createdAt)],
);

/**
 * The access audit trail (issue 16): every grant, change, recall, expiry and transfer of a phone,
 * and every play session and operation by a grantee. Kept for the owner of the phone at the time
 * (`owner_id`), so a transfer leaves the old owner their history; the owlId is copied in because
 * a phone moves between devices. Rows older than AUDIT_RETAIN_DAYS are deleted by the sweep.
 */
export const phoneAudit = pgTable(
  'phone_audit',
  {
    id: id(),
    ownerId: memberRef('owner_id'),
    phoneId: bigint('phone_id', { mode: 'number' })
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    owlId: varchar('owl_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    actorId: memberRef('actor_id'),
    granteeId: bigint('grantee_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('phone_audit_owner_idx').on(t.ownerId, t.createdAt),
    index('phone_audit_owner_phone_idx').on(t.ownerId, t.phoneId, t.createdAt),
    index('phone_audit_created_idx').on(t.createdAt),
  ],
);
