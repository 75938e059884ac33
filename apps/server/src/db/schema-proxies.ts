import { bigint, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './schema-console.js';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const memberRef = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** A member's proxy groups (issue 17): every proxy is in exactly one. */
export const proxyGroups = pgTable(
  'proxy_groups',
  {
    id: id(),
    memberId: memberRef(),
    name: varchar('name', { length: 10 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('proxy_groups_member_name').on(t.memberId, t.name)],
);

/**
 * A member's outbound proxy (issue 17). The account and password are stored encrypted
 * (`credentials`, AES-256-GCM under a key from configuration); `fingerprint` is a keyed hash of
 * host, port, account and password, so batch add finds duplicates without decrypting every row.
 * The detect_* columns hold what the last detection found.
 */
export const proxies = pgTable(
  'proxies',
  {
    id: id(),
    memberId: memberRef(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => proxyGroups.id),
    protocol: varchar('protocol', { length: 8 }).notNull(),
    host: varchar('host', { length: 15 }).notNull(),
    port: integer('port').notNull(),
    /** The account in clear: the list shows it (the password never). */
    account: varchar('account', { length: 64 }).notNull(),
    credentials: text('credentials').notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 100 }).notNull().default(''),
    expireTime: ts('expire_time'),
    outboundIp: varchar('outbound_ip', { length: 45 }),
    country: varchar('country', { length: 64 }),
    countryCode: varchar('country_code', { length: 2 }),
    region: varchar('region', { length: 64 }),
    city: varchar('city', { length: 64 }),
    timeZone: varchar('time_zone', { length: 64 }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** PROXY_DETECT_STATUS: 0 never, 1 available, 2 failed. */
    detectStatus: smallint('detect_status').notNull().default(0),
    /** Why the last detection failed (a message key), for the list's tooltip. */
    detectError: varchar('detect_error', { length: 64 }),
    detectTime: ts('detect_time'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('proxies_member_idx').on(t.memberId, t.createdAt, t.id),
    index('proxies_member_group_idx').on(t.memberId, t.groupId),
    index('proxies_member_fingerprint_idx').on(t.memberId, t.fingerprint),
    index('proxies_detect_time_idx').on(t.detectTime),
  ],
);
