import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const members = pgTable(
  'members',
  {
    id: id(),
    phone: varchar('phone', { length: 20 }).notNull().unique(),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    passwordHash: text('password_hash'),
    email: varchar('email', { length: 100 }),
    /** 0 normal, 1 disabled (answered with 4100100102). */
    status: smallint('status').notNull().default(0),
    channelCode: varchar('channel_code', { length: 32 }).notNull().default('default'),
    gender: varchar('gender', { length: 6 }),
    birthday: varchar('birthday', { length: 10 }),
    location: varchar('location', { length: 100 }),
    avatarUrl: text('avatar_url'),
    /** The stored avatar's id: its sizes are `avatars/<member>/<key>-<size>.png` (modules/account). */
    avatarKey: varchar('avatar_key', { length: 64 }),
    introduction: text('introduction'),
    point: integer('point').notNull().default(0),
    /** The console language the member last used (zh-CN / en-US): messages the server writes for them are in it. */
    locale: varchar('locale', { length: 5 }),
    /** Set when the member deleted the account: the row stays, anonymised, for the orders that name it. */
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_unique').on(sql`lower(${t.email})`)],
);

/** Operators of the platform (operator console); never members. */
export const operators = pgTable('operators', {
  id: id(),
  username: varchar('username', { length: 30 }).notNull().unique(),
  nickname: varchar('nickname', { length: 40 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** 0 normal, 1 disabled. */
  status: smallint('status').notNull().default(0),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  email: varchar('email', { length: 100 }),
  mobile: varchar('mobile', { length: 20 }),
  remark: varchar('remark', { length: 500 }),
  lastLoginAt: ts('last_login_at'),
  lastLoginIp: varchar('last_login_ip', { length: 64 }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One row a sign-in of a member or an operator; only the SHA-256 of each token is stored.
 * `principal` keeps the two apart: a member's token never opens an operator route.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    principal: varchar('principal', { length: 10 }).notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    accessHash: varchar('access_hash', { length: 64 }).notNull().unique(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    refreshExpiresAt: ts('refresh_expires_at').notNull(),
    loginType: varchar('login_type', { length: 16 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 24 }),
  },
  (t) => [index('sessions_subject_idx').on(t.principal, t.subjectId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** SMS and e-mail verification codes, stored as HMACs. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 100 }).notNull(),
    scene: varchar('scene', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** Asia/Shanghai calendar day the code counts against for the daily cap. */
    day: varchar('day', { length: 10 }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    sendFailed: smallint('send_failed').notNull().default(0),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.scene, t.createdAt),
    index('verification_codes_day_idx').on(t.target, t.day),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: 100 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject)],
);

export const systemSettings = pgTable('system_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What the console SMS and mail providers "sent"; exists only while they are in use. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: id(),
    channel: varchar('channel', { length: 8 }).notNull(),
    to: varchar('to', { length: 100 }).notNull(),
    text: text('text').notNull(),
    code: varchar('code', { length: 12 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt)],
);

/** Member feedback from the console's feedback dialog (spec point 7). */
export const userFeedback = pgTable(
  'user_feedback',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: varchar('content', { length: 300 }).notNull(),
    source: varchar('source', { length: 4 }).notNull(),
    createdAt: ts('created_at').notNull(),
    replyContent: text('reply_content'),
    replyTime: ts('reply_time'),
    repliedBy: bigint('replied_by', { mode: 'number' }).references(() => operators.id, { onDelete: 'set null' }),
    /** When an operator first opened it, and when one closed it (no further reply expected). */
    readAt: ts('read_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [index('user_feedback_member_idx').on(t.memberId, t.createdAt)],
);

/** One row per navigation in the console, for operators' traffic views. */
export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' }),
    path: varchar('path', { length: 300 }).notNull(),
    title: varchar('title', { length: 100 }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

/** Customer-service contacts: type 1 contact list, type 2 group contact with a join link. */
export const customerServiceEntries = pgTable('customer_service_entries', {
  id: id(),
  type: smallint('type').notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  weChatContact: varchar('wechat_contact', { length: 100 }),
  htmlCode: text('html_code'),
  link: varchar('link', { length: 500 }),
  sort: integer('sort').notNull().default(0),
  enabled: smallint('enabled').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A message to one member (message center and the bell's unread count). */
export const notifyMessages = pgTable(
  'notify_messages',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 1 notice to all members, 2 feedback reply, 3 due reminder, 4 expired reminder. */
    type: smallint('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull(),
    /**
     * The operator's notice this is a copy of (system_notices), so editing the notice edits every
     * copy; null for replies and reminders. No foreign key: notices are never deleted.
     */
    noticeId: bigint('notice_id', { mode: 'number' }),
  },
  (t) => [index('notify_messages_member_idx').on(t.memberId, t.readAt), index('notify_messages_notice_idx').on(t.noticeId)],
);

/**
 * Popup notices shown on /index (spec points 3 and 4). Members' "already shown" state stays in the
 * browser (lastPopupDate, hasPopped); the server only keeps what to show and when.
 */
export const popupNotices = pgTable(
  'popup_notices',
  {
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Text (operator HTML) when content_type is 2; an image address when it is 1. */
    content: text('content').notNull(),
    /** 1 image, 2 text (spec point 3: 2 = text). */
    contentType: smallint('content_type').notNull(),
    /** 1 every time, 2 once per day, 3 once only. */
    popFrequency: smallint('pop_frequency').notNull(),
    /** Lower shows first. */
    popPriority: integer('pop_priority').notNull().default(0),
    /** 3 or 4 (spec point 9). */
    msgType: smallint('msg_type').notNull(),
    /** 0 enabled, 1 disabled. */
    status: smallint('status').notNull().default(0),
    /** Display window; a null end is open. The end is exclusive. */
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('popup_notices_listing_idx').on(t.status, t.popPriority)],
);
