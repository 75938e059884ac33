import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from './schema-console.js';

/** The operator console (issue 19): dictionary types, key/value configuration, the audit log. */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** RuoYi's dictionary types: each `dict_data` row belongs to one by `dict_type`. */
export const dictTypes = pgTable('dict_types', {
  id: id(),
  dictName: varchar('dict_name', { length: 100 }).notNull(),
  dictType: varchar('dict_type', { length: 100 }).notNull().unique(),
  /** 0 enabled, 1 disabled. */
  status: smallint('status').notNull().default(0),
  remark: varchar('remark', { length: 500 }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** RuoYi's parameter settings: key/value pairs the server reads through a cache (`clearCache` empties it on every node). */
export const systemConfigs = pgTable('system_configs', {
  id: id(),
  configName: varchar('config_name', { length: 100 }).notNull(),
  configKey: varchar('config_key', { length: 100 }).notNull().unique(),
  configValue: varchar('config_value', { length: 2000 }).notNull(),
  /** 'Y' built in (cannot be deleted), 'N' added by an operator. */
  configType: varchar('config_type', { length: 1 }).notNull().default('N'),
  remark: varchar('remark', { length: 500 }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One row per operator write that succeeded: who, which call, the row before (when the handler
 * named it) and the input after (passwords masked), from where, when. `user_name` is kept as
 * written so the log outlives a deleted operator.
 */
export const operateLogs = pgTable(
  'operate_logs',
  {
    id: id(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 30 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('operate_logs_created_idx').on(t.createdAt), index('operate_logs_operator_idx').on(t.operatorId, t.createdAt)],
);

/**
 * The notices operators sent (legacy POST /system/notice and notify-message/send): each member's
 * copy is a notify_messages row pointing here by notice_id, so an edit reaches every copy.
 */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    /** The message type (NOTICE_TYPES): 1 notice to all members … 4 expired reminder. */
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    /** 0 every active member, 1 chosen members. */
    audience: smallint('audience').notNull().default(0),
    /** How many members got a copy. */
    recipients: integer('recipients').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => operators.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => operators.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('system_notices_created_idx').on(t.createdAt)],
);
