import { z } from 'zod';
import { idField as id, text, wholeNumber } from './fields.js';

/** Spec point 4, cloud phone statuses. */
export const PHONE_STATUS = {
  abnormal: 0,
  running: 1,
  restarting: 2,
  restartFailed: 3,
  resetting: 4,
  resetFailed: 5,
  upgradingImage: 6,
  upgradeImageFailed: 7,
  initializing: 8,
  initializeFailed: 9,
  backingUp: 10,
  backupFailed: 11,
  backupSuccessful: 12,
  migrating: 13,
  migrationFailed: 14,
  maintenance: 99,
} as const;
export type PhoneStatusName = keyof typeof PHONE_STATUS;
export type PhoneStatus = (typeof PHONE_STATUS)[PhoneStatusName];
export const PHONE_STATUS_CODES = Object.values(PHONE_STATUS) as PhoneStatus[];
export const phoneStatusName = (code: number): PhoneStatusName | undefined =>
  (Object.keys(PHONE_STATUS) as PhoneStatusName[]).find((name) => PHONE_STATUS[name] === code);

/** A status an operation is under way in: the phone refuses conflicting operations until it ends. */
export const TRANSITIONAL_STATUSES: readonly PhoneStatus[] = [
  PHONE_STATUS.restarting,
  PHONE_STATUS.resetting,
  PHONE_STATUS.upgradingImage,
  PHONE_STATUS.initializing,
  PHONE_STATUS.backingUp,
  PHONE_STATUS.migrating,
];
/** Failed states offer a retry, or entering the phone directly (spec point 4). */
export const FAILED_STATUSES: readonly PhoneStatus[] = [
  PHONE_STATUS.restartFailed,
  PHONE_STATUS.resetFailed,
  PHONE_STATUS.upgradeImageFailed,
  PHONE_STATUS.initializeFailed,
  PHONE_STATUS.backupFailed,
  PHONE_STATUS.migrationFailed,
];

/** Spec point 3, pad types. */
export const PAD_TYPE = { factoryReset: 0, appTrial: 1, webTrial: 2, streaming: 3, pcWebTrial: 4, vip: 5 } as const;

/** Spec point 9 and 5. */
export const PHONE_BATCH_MAX = 30;
export const PHONE_ALIAS_MAX = 10;
export const GROUP_NAME_MAX = 10;
export const TAG_NAME_MAX = 10;
/** Tags one phone can carry ("tags are limited to a maximum count"). */
export const TAGS_PER_PHONE_MAX = 5;
export const FREE_NEW_MACHINE_PER_MONTH = 30;
/** One-click new machine and batch customization need this image (spec point 5). */
export const NEW_MACHINE_ANDROID = '10';
export const NEW_MACHINE_CHIP = 'Orion865';
/** "Expiring soon" in the list filter and the remaining-time display: within this many seconds. */
export const EXPIRING_SOON_SECONDS = 3 * 24 * 3600;
/** Paging of the phone list: big pages feed the virtualised grid. */
export const PHONE_PAGE_SIZE_MAX = 500;

/**
 * Sort types of the phone list (spec: "sortType, default 1"): 1 expiry soonest first, 2 name,
 * 3 newest first, 4 status.
 */
export const PHONE_SORT = { expiry: 1, name: 2, created: 3, status: 4 } as const;
export const PHONE_SORT_TYPES = Object.values(PHONE_SORT);

/** Authorization type 2 is operable; any other value view-only (spec point 4). */
export const ACCREDIT_OPERATE = 2;
export const ACCREDIT_VIEW = 1;

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** app-page's `groupId` for the group tree's two fixed entries: my phones in no group, and phones shared with me. */
export const PHONE_GROUP_FILTER = { ungrouped: 0, shared: -1 } as const;

/**
 * app-page's `status` for the two states a phone shows that are not status codes: running but
 * powered off, and expired (waiting for the recycle bin). A status code filters on what the phone
 * shows too: running (1) means running and powered on, and no code matches an expired phone.
 */
export const PHONE_STATUS_FILTER = { poweredOff: -1, expired: -2 } as const;
export const PHONE_STATUS_FILTERS: readonly number[] = [...PHONE_STATUS_CODES, ...Object.values(PHONE_STATUS_FILTER)];

export const PhonePageQuerySchema = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: PHONE_PAGE_SIZE_MAX }).default(20),
  /** One ID or alias, or several separated by commas (also the Chinese comma) or new lines (batch search). */
  keyword: text(undefined, { multiline: true }).trim().max(4000).optional(),
  /** A group's id, or PHONE_GROUP_FILTER.ungrouped (0) or .shared (-1). */
  groupId: wholeNumber({ min: PHONE_GROUP_FILTER.shared }).optional(),
  tagId: id.optional(),
  /** A status code, or PHONE_STATUS_FILTER.poweredOff (-1) or .expired (-2). */
  status: wholeNumber()
    .refine((s) => PHONE_STATUS_FILTERS.includes(s), { error: 'validation.invalid' })
    .optional(),
  expiringSoon: bool.optional(),
  /** true: phones shared with me or that I shared; false: neither. */
  authorized: bool.optional(),
  sortType: wholeNumber()
    .refine((s) => (PHONE_SORT_TYPES as number[]).includes(s), { error: 'validation.invalid' })
    .default(PHONE_SORT.expiry),
});
export type PhonePageQuery = z.infer<typeof PhonePageQuerySchema>;
export type PhonePageQueryInput = z.input<typeof PhonePageQuerySchema>;

export const PhoneTagRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const PhoneRowSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  status: z.number().int(),
  powerOn: z.boolean(),
  /** Epoch milliseconds. */
  expireTime: z.number().int(),
  remainingSeconds: z.number().int(),
  /** Set when the phone expires within EXPIRING_SOON_SECONDS. */
  expiringSoon: z.boolean(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  tags: z.array(PhoneTagRefSchema),
  /** The phone is shared with this member by another (accreditType says how) or by this member with another. */
  authorized: z.boolean(),
  /** For a phone shared with this member: 2 operate, 1 view. Null on own phones. */
  accreditType: z.number().int().nullable(),
  /** The owner's phone, on phones shared with this member. */
  ownerPhone: z.string().nullable(),
  padType: z.number().int(),
  orientation: z.number().int(),
  dpi: z.number().int(),
  brand: z.string(),
  model: z.string(),
  serialNumber: z.string(),
  country: z.string(),
  city: z.string(),
  timeZone: z.string(),
  language: z.string(),
  /** Its proxy (issue 17): the id on the owner's own phones only, host and detected country to anyone who sees it. */
  proxyId: z.number().int().nullable(),
  proxyHost: z.string().nullable(),
  proxyCountry: z.string().nullable(),
  androidVersion: z.string(),
  chip: z.string(),
  /** The spec it was bought as (issue 15); null for the trial phone and phones from before specs were sold. */
  configurationId: z.number().int().nullable(),
  createTime: z.number().int(),
});
export type PhoneRow = z.infer<typeof PhoneRowSchema>;

export const phoneIdsField = z
  .array(id, { error: 'phones.select.required' })
  .min(1, { error: 'phones.select.required' })
  .max(PHONE_BATCH_MAX, { error: 'phones.select.max' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' });

/** One shape for every phone operation: batches and single phones are the same call. */
export const PhoneIdsSchema = z.object({ phoneIds: phoneIdsField });
export type PhoneIds = z.infer<typeof PhoneIdsSchema>;
export type PhoneIdsInput = z.input<typeof PhoneIdsSchema>;

export const OperationResultSchema = z.object({ phoneId: z.number().int(), ok: z.boolean(), msg: z.string() });
export const OperationResultsSchema = z.object({ results: z.array(OperationResultSchema) });
export type OperationResult = z.infer<typeof OperationResultSchema>;
export type OperationResults = z.infer<typeof OperationResultsSchema>;

/** Phone name: required, up to 10 characters (spec point 5: "up to 10 Chinese characters"). */
export const UpdateAliasSchema = z.object({
  phoneId: id,
  alias: text('phones.alias.required')
    .trim()
    .min(1, { error: 'phones.alias.required' })
    .max(PHONE_ALIAS_MAX, { error: 'phones.alias.max' }),
});
export type UpdateAlias = z.input<typeof UpdateAliasSchema>;

export const ReplaceSchema = PhoneIdsSchema.extend({
  /** Explicit choice (spec point 4): back up and migrate the data, or start clean. */
  migrate: z.boolean({ error: 'phones.replace.migrateChoice' }),
});
export type Replace = z.input<typeof ReplaceSchema>;

export const DensitySchema = PhoneIdsSchema.extend({
  dpi: wholeNumber({ min: 120, max: 640 }),
});
export type Density = z.input<typeof DensitySchema>;

export const CustomizationSchema = PhoneIdsSchema.extend({
  brand: text().trim().min(1).max(32),
  model: text().trim().min(1).max(64),
  serialNumber: text()
    .trim()
    .regex(/^[A-Za-z0-9]{6,20}$/, { error: 'phones.customize.serial' })
    .optional(),
  countryId: id,
  cityId: id,
  /** "lat,lng"; defaults to the city's centre. */
  location: text()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, { error: 'validation.invalid' })
    .optional(),
  timeZone: text().trim().min(1).max(64).optional(),
  dpi: wholeNumber({ min: 120, max: 640 }).optional(),
});
export type Customization = z.infer<typeof CustomizationSchema>;
export type CustomizationInput = z.input<typeof CustomizationSchema>;

/** An expired phone in the recycle bin (GET /app-api/trade/phone/recycle-page). */
export const RecycledPhoneSchema = z.object({
  id: z.number().int(),
  owlId: z.string(),
  alias: z.string(),
  /** Epoch milliseconds, as are the two below. */
  expireTime: z.number().int(),
  recycleTime: z.number().int(),
  /** After this the phone and its data are gone; renewing before it brings the phone back. */
  releaseTime: z.number().int(),
});
export type RecycledPhone = z.infer<typeof RecycledPhoneSchema>;

/** A new member's trial phone (POST /app-api/trade/phone/distribute-for-new-member). */
export const TrialPhoneSchema = z.object({ phoneId: z.number().int() });
export type TrialPhone = z.infer<typeof TrialPhoneSchema>;

/** Phone status change pushed on /websocket/infra/ws to the owner and grantees. */
export const PhoneStatusPushSchema = z.object({
  type: z.literal('phone-status'),
  data: z.object({ phoneId: z.number().int(), status: z.number().int(), powerOn: z.boolean() }),
});
export type PhoneStatusPush = z.infer<typeof PhoneStatusPushSchema>;

/** POST /app-api/trade/phone-bound/query-status: the current status of each phone the caller can see. */
export const PhoneStatusListSchema = z.object({ list: z.array(PhoneStatusPushSchema.shape.data) });
export type PhoneStatusList = z.infer<typeof PhoneStatusListSchema>;

/** GET /app-api/infra/renew-redesign/query-renew-times: free one-click new machine uses this month. */
export const NewMachineQuotaSchema = z.object({ used: z.number().int(), limit: z.number().int(), remaining: z.number().int() });
export type NewMachineQuota = z.infer<typeof NewMachineQuotaSchema>;

/**
 * What a phone's history records, by the names the operations have everywhere (the contract's
 * endpoint names, the console's menu, the history): the member's operations, an uninstall from
 * the push dialog, the expiry sweep, which no member runs, and what paid orders do to a phone
 * (a renewal, an upgrade to a higher spec).
 */
export const PHONE_HISTORY_KINDS = [
  'reboot',
  'reset',
  'powerOn',
  'powerOff',
  'newMachine',
  'clearFiles',
  'home',
  'enterDirectly',
  'retryMigrate',
  'replace',
  'customize',
  'density',
  'uninstall',
  'expire',
  'renew',
  'upgrade',
  'upgradeImage',
] as const;
export type PhoneHistoryKind = (typeof PHONE_HISTORY_KINDS)[number];

/** GET /app-api/trade/phone/operations?phoneId= → the phone's last 50 operations, newest first. */
export const PhoneHistoryQuerySchema = z.object({ phoneId: id });
export type PhoneHistoryQuery = z.input<typeof PhoneHistoryQuerySchema>;
export const PhoneOperationEntrySchema = z.object({
  id: z.number().int(),
  /** The operation, one of PHONE_HISTORY_KINDS (a string, so an older console shows a newer kind as written). */
  kind: z.string(),
  state: z.enum(['running', 'succeeded', 'failed']),
  /** Why it failed, in the caller's language; null otherwise. */
  message: z.string().nullable(),
  /** Who ran it; null when the console itself did (the expiry sweep). */
  memberId: z.number().int().nullable(),
  createTime: z.number().int(),
  finishTime: z.number().int().nullable(),
});
export type PhoneOperationEntry = z.infer<typeof PhoneOperationEntrySchema>;
export type OperationState = PhoneOperationEntry['state'];
