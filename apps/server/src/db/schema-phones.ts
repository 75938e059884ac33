import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-console.js';
import { phoneConfigurations } from './schema-offers.js';
import { proxies } from './schema-proxies.js';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });
/** A member's row: it goes when the member goes. */
const memberRef = (name = 'member_id') =>
  ref(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * The fleet: one row per device a driver runs, mirroring what the driver last reported
 * (the reconciler writes it; nothing else changes status). A device rented out has a phone row.
 */
export const devices = pgTable(
  'devices',
  {
    id: id(),
    /** The driver's reference: the cloud machine ID shown to members (owlId). */
    owlId: varchar('owl_id', { length: 32 }).notNull().unique(),
    driver: varchar('driver', { length: 24 }).notNull(),
    status: smallint('status').notNull(),
    powerOn: boolean('power_on').notNull().default(true),
    androidVersion: varchar('android_version', { length: 8 }).notNull(),
    chip: varchar('chip', { length: 24 }).notNull(),
    orientation: smallint('orientation').notNull().default(0),
    dpi: integer('dpi').notNull().default(320),
    brand: varchar('brand', { length: 32 }).notNull(),
    model: varchar('model', { length: 64 }).notNull(),
    serialNumber: varchar('serial_number', { length: 32 }).notNull(),
    country: varchar('country', { length: 8 }).notNull(),
    city: varchar('city', { length: 48 }).notNull(),
    location: varchar('location', { length: 48 }).notNull(),
    timeZone: varchar('time_zone', { length: 48 }).notNull(),
    language: varchar('language', { length: 16 }).notNull(),
    /** The last backup the device completed (what a migration restores). */
    backupId: text('backup_id'),
    /** The driver's version of the state last applied: older events are ignored. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('devices_free_idx').on(t.androidVersion, t.chip, t.status)],
);

export const phoneGroups = pgTable(
  'phone_groups',
  {
    id: id(),
    memberId: memberRef('member_id'),
    name: varchar('name', { length: 10 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_groups_member_name').on(t.memberId, t.name)],
);

/** A member's rental of a device: what the member names, groups, tags and shares. */
export const phones = pgTable(
  'phones',
  {
    id: id(),
    memberId: memberRef('member_id'),
    deviceId: ref('device_id')
      .notNull()
      .references(() => devices.id),
    alias: varchar('alias', { length: 20 }).notNull(),
    /** Spec point 3 pad types: 2 web trial, 5 VIP, … */
    padType: smallint('pad_type').notNull(),
    groupId: ref('group_id').references(() => phoneGroups.id, { onDelete: 'set null' }),
    /** Its outbound proxy (issue 17); deleting the proxy unbinds it. */
    proxyId: ref('proxy_id').references(() => proxies.id, { onDelete: 'set null' }),
    /** The spec it was sold as (null for trial and older phones: those renew at the spec their device runs). */
    configurationId: ref('configuration_id').references(() => phoneConfigurations.id),
    expireTime: ts('expire_time').notNull(),
    /** Set when the phone expired and went to the recycle bin; released at the end of the grace period. */
    recycledAt: ts('recycled_at'),
    /** When its screen was last opened (play or group control): renewals flag phones left unused. */
    lastOpenedAt: ts('last_opened_at'),
    /**
     * Copies of its device's owlId, status (migration 0006) and power (0013), kept by triggers so
     * the list filters and sorts on the member's phones alone; the values given on insert are replaced.
     */
    owlId: varchar('owl_id', { length: 32 }).notNull().default(''),
    deviceStatus: smallint('device_status').notNull().default(0),
    powerOn: boolean('power_on').notNull().default(true),
    /**
     * What the list's searches compare, made once per write rather than per row read: ID and alias
     * lower-cased and joined by a space (a one-term search has no whitespace, so it cannot match
     * across the two), and the ID upper-cased (a batch search). Computed after the trigger above.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(owl_id) || ' ' || lower(alias)`),
    owlUpper: varchar('owl_upper', { length: 32 })
      .notNull()
      .generatedAlwaysAs(sql`upper(owl_id)`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phones_device_unique').on(t.deviceId),
    index('phones_member_expiry_idx').on(t.memberId, t.expireTime, t.id),
    // The phone list (app-page; plans in docs/phone-list-plans.md): one partial index per sort over
    // a member's live phones, each also holding (INCLUDE, added in migrations 0012 and 0013's SQL, which
    // drizzle-kit cannot express) every column a filter reads, so pages and counts are index-only.
    index('phones_list_expiry_idx')
      .on(t.memberId, t.expireTime, t.id)
      .where(sql`recycled_at is null`),
    index('phones_list_name_idx')
      .on(t.memberId, t.alias, t.id)
      .where(sql`recycled_at is null`),
    index('phones_list_created_idx')
      .on(t.memberId, t.createdAt, t.id)
      .where(sql`recycled_at is null`),
    index('phones_proxy_idx')
      .on(t.proxyId)
      .where(sql`proxy_id is not null`),
    index('phones_list_status_idx')
      .on(t.memberId, t.deviceStatus, t.id)
      .where(sql`recycled_at is null`),
    // A batch search by IDs: a few probes instead of comparing every phone of the member.
    index('phones_list_owl_idx')
      .on(t.memberId, t.owlUpper)
      .where(sql`recycled_at is null`),
    // A status filter in expiry order.
    index('phones_member_live_status_idx')
      .on(t.memberId, t.deviceStatus, t.expireTime, t.id)
      .where(sql`recycled_at is null`),
    index('phones_member_group_idx').on(t.memberId, t.groupId),
    index('phones_expiry_idx')
      .on(t.expireTime)
      .where(sql`recycled_at is null`),
  ],
);

export const phoneTags = pgTable(
  'phone_tags',
  {
    id: id(),
    memberId: memberRef('member_id'),
    name: varchar('name', { length: 10 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_tags_member_name').on(t.memberId, t.name)],
);

export const phoneTagLinks = pgTable(
  'phone_tag_links',
  {
    tagId: ref('tag_id')
      .notNull()
      .references(() => phoneTags.id, { onDelete: 'cascade' }),
    phoneId: ref('phone_id')
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.phoneId] }), index('phone_tag_links_phone_idx').on(t.phoneId)],
);

/** A phone shared with another member (spec point 4: type 2 operate, otherwise view). */
export const phoneAccredits = pgTable(
  'phone_accredits',
  {
    id: id(),
    phoneId: ref('phone_id')
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    ownerId: memberRef('owner_id'),
    granteeId: memberRef('grantee_id'),
    accreditType: smallint('accredit_type').notNull(),
    expireTime: ts('expire_time').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_accredits_phone_grantee').on(t.phoneId, t.granteeId),
    index('phone_accredits_grantee_idx').on(t.granteeId),
    // What a member has shared (the list's "authorized" filter and flag).
    index('phone_accredits_owner_idx').on(t.ownerId, t.phoneId, t.expireTime),
  ],
);

/**
 * Every operation on a phone (who, what, when, result), shown to the member as history. Long
 * operations carry the driver's operation id; the reconciler closes them from the driver's events
 * and runs what follows (a replacement's migration after its backup).
 */
export const phoneOperations = pgTable(
  'phone_operations',
  {
    id: id(),
    phoneId: ref('phone_id')
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    /** Who asked: a member, or null for the platform (expiry, release). */
    memberId: ref('member_id'),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** running, succeeded, failed */
    state: varchar('state', { length: 12 }).notNull(),
    driverOpId: text('driver_op_id'),
    deviceId: ref('device_id'),
    /** Options and follow-up state (a replacement's new device, whether it migrates). */
    detail: jsonb('detail').notNull().default({}),
    message: text('message'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('phone_operations_phone_idx').on(t.phoneId, t.id), uniqueIndex('phone_operations_driver_op').on(t.driverOpId)],
);

/** Free one-click new machine uses: 30 per member per calendar month (Asia/Shanghai). */
export const newMachineQuota = pgTable(
  'new_machine_quota',
  {
    memberId: memberRef('member_id'),
    /** YYYY-MM */
    month: varchar('month', { length: 7 }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] })],
);

/** The one trial phone a new member gets (distribute-for-new-member), once. */
export const trialGrants = pgTable('trial_grants', {
  memberId: ref('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  phoneId: ref('phone_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The simulator driver's own store (devices/simulator): its devices and backups. */
export const simDevices = pgTable(
  'sim_devices',
  {
    ref: varchar('ref', { length: 32 }).primaryKey(),
    state: jsonb('state').notNull(),
    failNext: jsonb('fail_next').notNull().default([]),
    /** When the running operation ends (epoch ms); null when idle. */
    endsAt: bigint('ends_at', { mode: 'number' }),
  },
  (t) => [
    index('sim_devices_due_idx')
      .on(t.endsAt)
      .where(sql`ends_at is not null`),
  ],
);

export const simBackups = pgTable('sim_backups', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Bumped by triggers (migration 0005) whenever anything a member's phone list shows changes: their
 * phones, the devices behind them, groups, tags, shares. The list cache keys on it, so no code
 * path can forget to invalidate, and a change is visible to the next request on every node.
 */
export const phoneListVersions = pgTable('phone_list_versions', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * How many phones the member owns outside the recycle bin, kept by the same triggers (migration
   * 0014): the unfiltered list's total without counting thousands of index entries per request.
   */
  ownPhones: integer('own_phones').notNull().default(0),
});

/** Free-text labels on a phone's binding (spec point 7 phone-bound/add-label), shown on its card; the owner's. */
export const phoneLabels = pgTable(
  'phone_labels',
  {
    id: id(),
    phoneId: ref('phone_id')
      .notNull()
      .references(() => phones.id, { onDelete: 'cascade' }),
    memberId: memberRef('member_id'),
    label: varchar('label', { length: 20 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_labels_phone_idx').on(t.phoneId, t.createdAt)],
);
