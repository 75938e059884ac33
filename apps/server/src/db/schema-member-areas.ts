import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members, operators } from './schema-console.js';
import { phones } from './schema-phones.js';

/** The member areas of issue 18: reminders sent, leads, dictionaries, data centres, exported files. */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per reminder sent: a due reminder per phone, threshold and expiry time, an expired one
 * per phone and expiry time (threshold 0). The unique key makes each exactly once across nodes and
 * restarts; a renewal moves the expiry, so the next term is reminded again.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: id(),
    phoneId: bigint('phone_id', { mode: 'number' })
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 3 due reminder, 4 expired reminder (NOTICE_TYPES). */
    kind: smallint('kind').notNull(),
    thresholdDays: smallint('threshold_days').notNull(),
    expireTime: ts('expire_time').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('expiry_reminders_once').on(t.phoneId, t.kind, t.thresholdDays, t.expireTime)],
);

/** The key-account page's lead form, for members with no sub-accounts; the operator answers by message. */
export const keyAccountLeads = pgTable(
  'key_account_leads',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    company: varchar('company', { length: 60 }).notNull(),
    contact: varchar('contact', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    fleetSize: integer('fleet_size').notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    createdAt: ts('created_at').notNull(),
    replyContent: text('reply_content'),
    replyTime: ts('reply_time'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => operators.id, { onDelete: 'set null' }),
    /** 0 new, 1 contacted, 2 won, 3 lost (LEAD_STATUS). */
    status: smallint('status').notNull().default(0),
  },
  (t) => [index('key_account_leads_member_idx').on(t.memberId, t.id)],
);

/** Dictionaries (RuoYi's dict data): entries by type, labels in both languages. */
export const dictData = pgTable(
  'dict_data',
  {
    id: id(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    labelZh: varchar('label_zh', { length: 100 }).notNull(),
    labelEn: varchar('label_en', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    listClass: varchar('list_class', { length: 32 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dict_data_type_value').on(t.dictType, t.dictValue)],
);

/** Data centres: where the phones of a country and city run (dc-info). */
export const dataCentres = pgTable('data_centres', {
  code: varchar('code', { length: 32 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
  country: varchar('country', { length: 8 }).notNull(),
  city: varchar('city', { length: 48 }).notNull(),
  sort: integer('sort').notNull().default(0),
  /** 0 enabled, 1 disabled. */
  status: smallint('status').notNull().default(0),
});

/** A file a member exported (CSV), fetched through common/common/download by its name; swept after a day. */
export const memberExports = pgTable(
  'member_exports',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('member_exports_member_file').on(t.memberId, t.fileName), index('member_exports_created_idx').on(t.createdAt)],
);
