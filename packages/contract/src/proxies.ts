import { z } from 'zod';
import { idField as id, text, wholeNumber } from './fields.js';
import type { MessageKey } from './messages.js';
import { phoneIdsField } from './phones.js';

/**
 * Proxies (issue 17; spec points 2, 3, 5 and 8 "Proxy"): a member's outbound proxies in groups of
 * their own, detected through the proxy (outbound IP, then an offline GeoIP lookup) and bound to
 * phones, so each phone leaves the network through its own proxy. Every call acts on the signed-in
 * member's own proxies and groups; another member's answer "not found".
 */

export const PROXY_PROTOCOLS = ['SOCKS5', 'HTTP', 'HTTPS'] as const;
export type ProxyProtocol = (typeof PROXY_PROTOCOLS)[number];
/** Batch add takes SOCKS5 only (spec point 5). */
export const PROXY_BATCH_PROTOCOL: ProxyProtocol = 'SOCKS5';
/** What the last detection found: never detected, available, failed. */
export const PROXY_DETECT_STATUS = { never: 0, available: 1, failed: 2 } as const;
export const PROXY_DETECT_STATUSES: readonly number[] = Object.values(PROXY_DETECT_STATUS);
/** Lines one batch add takes. */
export const PROXY_BATCH_LINES_MAX = 1000;
/** Characters in one batch line: more cannot be a proxy. */
export const PROXY_BATCH_LINE_MAX = 300;
/** Proxies one detection call takes (run a few at a time). */
export const PROXY_DETECT_BATCH_MAX = 100;
/** Proxies one delete or group change takes. */
export const PROXY_IDS_MAX = 1000;
export const PROXY_PAGE_SIZE_MAX = 100;
/** Spec point 9: group names are 1 to 10 characters; proxy groups follow phone groups. */
export const PROXY_GROUP_NAME_MAX = 10;
export const PROXY_REMARK_MAX = 100;
export const PROXY_CREDENTIAL_MAX = 64;
/** What the list and `get` show of a password: never the password itself. */
export const PROXY_PASSWORD_MASK = '******';

/** Spec point 5: credentials allow only letters, digits and !@#$%^&*();:.,/~+-_?<>[]=|{}. */
export const PROXY_CREDENTIAL_PATTERN = /^[A-Za-z0-9!@#$%^&*();:.,/~+\-_?<>[\]=|{}]+$/;
/** Dotted-quad IPv4, each part 0-255 without leading zeros (`010` reads as octal in some tools). */
export const IPV4_PATTERN = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
export const isIpv4 = (value: string) => IPV4_PATTERN.test(value);

export const proxyHostField = text('proxy.host.required')
  .trim()
  .min(1, { error: 'proxy.host.required' })
  .regex(IPV4_PATTERN, { error: 'proxy.host.invalid' });
export const proxyPortField = wholeNumber({ min: 1, max: 65535, error: 'proxy.port.invalid' });
const credential = (required: MessageKey) =>
  text(required)
    .min(1, { error: required })
    .max(PROXY_CREDENTIAL_MAX, { error: 'proxy.credential.length' })
    .regex(PROXY_CREDENTIAL_PATTERN, { error: 'proxy.credential.invalid' });
export const proxyAccountField = credential('proxy.account.required');
export const proxyPasswordField = credential('proxy.password.required');
export const proxyRemarkField = text('validation.invalid').trim().max(PROXY_REMARK_MAX, { error: 'proxy.remark.length' });
export const proxyGroupNameField = text('proxy.group.nameRequired')
  .trim()
  .min(1, { error: 'proxy.group.nameRequired' })
  .refine((name) => [...name].length <= PROXY_GROUP_NAME_MAX, { error: 'proxy.group.nameLength' });
/**
 * A field the form must fill: missing, null or empty gets `message` ("Please enter port"), anything
 * else goes through `field` with its own messages ("Please enter a valid IPv4").
 */
const requiredWith = <T extends z.ZodType>(message: MessageKey, field: T) =>
  z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', { error: message, abort: true })
    .pipe(field) as unknown as z.ZodType<z.output<T>, z.input<T> | null | undefined>;
const groupIdField = requiredWith('proxy.group.required', id);
const protocolField = z.enum(PROXY_PROTOCOLS, { error: 'proxy.protocol.invalid' });
/** Epoch ms; the service refuses a time before now ("Cannot select a time before now"). Null: never expires. */
const expireTimeField = wholeNumber({ min: 0 }).nullable();

/** POST /app-api/infra/proxy/create → the new proxy's id. */
export const ProxyCreateSchema = z.object({
  protocol: protocolField,
  host: proxyHostField,
  port: requiredWith('proxy.port.required', proxyPortField),
  account: proxyAccountField,
  password: proxyPasswordField,
  groupId: groupIdField,
  remark: proxyRemarkField.optional(),
  expireTime: expireTimeField.optional(),
});
export type ProxyCreate = z.input<typeof ProxyCreateSchema>;
export type ProxyCreateParsed = z.output<typeof ProxyCreateSchema>;

/** POST /app-api/infra/proxy/update → true. An absent or empty password keeps the stored one (it is never sent back). */
export const ProxyUpdateSchema = ProxyCreateSchema.extend({
  id,
  password: z.union([proxyPasswordField, z.literal('')]).optional(),
});
export type ProxyUpdate = z.input<typeof ProxyUpdateSchema>;
export type ProxyUpdateParsed = z.output<typeof ProxyUpdateSchema>;

/** GET /app-api/infra/proxy/get?id= → a row. */
export const ProxyIdSchema = z.object({ id });
export type ProxyIdInput = z.input<typeof ProxyIdSchema>;

/** GET /app-api/infra/proxy/page → { list, total }, newest first. */
export const ProxyPageQuerySchema = z.object({
  pageNo: wholeNumber({ min: 1 }).default(1),
  pageSize: wholeNumber({ min: 1, max: PROXY_PAGE_SIZE_MAX }).default(20),
  groupId: id.optional(),
  /** A prefix of the host (typing "10.0." finds 10.0.0.1). */
  host: text().trim().max(15).optional(),
  /** The detected country, exactly as the list shows it. */
  country: text().trim().max(64).optional(),
  detectStatus: wholeNumber()
    .refine((s) => PROXY_DETECT_STATUSES.includes(s), { error: 'validation.invalid' })
    .optional(),
});
export type ProxyPageQuery = z.input<typeof ProxyPageQuerySchema>;

export const ProxyRowSchema = z.object({
  id: z.number().int(),
  protocol: z.enum(PROXY_PROTOCOLS),
  host: z.string(),
  port: z.number().int(),
  account: z.string(),
  /** Always PROXY_PASSWORD_MASK: the password is stored encrypted and never sent back. */
  password: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  remark: z.string(),
  /** Epoch ms, or null: never expires. */
  expireTime: z.number().int().nullable(),
  outboundIp: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  /** Epoch ms of the last detection, or null: never detected. */
  detectTime: z.number().int().nullable(),
  /** PROXY_DETECT_STATUS. */
  detectStatus: z.number().int(),
  /** Phones bound to this proxy. */
  bindCount: z.number().int(),
  createTime: z.number().int(),
});
export type ProxyRow = z.infer<typeof ProxyRowSchema>;

/** POST /app-api/infra/proxy/create-batch: SOCKS5 lines joined by "\n". */
export const ProxyBatchCreateSchema = z.object({
  groupId: groupIdField,
  content: text('proxy.batch.required', { multiline: true })
    .refine((c) => c.trim().length > 0, { error: 'proxy.batch.required' })
    .refine((c) => c.split(/\r?\n/).length <= PROXY_BATCH_LINES_MAX, { error: 'proxy.batch.tooMany', abort: true })
    // No line of either format is longer (15 + 5 + 64 + 64 + 100 characters and separators).
    .refine((c) => c.split(/\r?\n/).every((line) => line.length <= PROXY_BATCH_LINE_MAX), { error: 'proxy.batch.format' }),
  /** Skip lines identical (host, port, account, password) to a proxy the member has. */
  checkDuplicate: z.boolean().default(false),
});
export type ProxyBatchCreate = z.input<typeof ProxyBatchCreateSchema>;

export const PROXY_LINE_STATUSES = ['added', 'duplicate', 'refused'] as const;
export const ProxyLineResultSchema = z.object({
  /** 1-based line number in `content` (blank lines are counted, not reported). */
  line: z.number().int(),
  status: z.enum(PROXY_LINE_STATUSES),
  msg: z.string(),
  id: z.number().int().optional(),
});
export const ProxyBatchResultSchema = z.object({ results: z.array(ProxyLineResultSchema) });
export type ProxyLineResult = z.infer<typeof ProxyLineResultSchema>;
export type ProxyBatchResult = z.infer<typeof ProxyBatchResultSchema>;

const proxyIdsField = z
  .array(id, { error: 'proxy.select.required' })
  .min(1, { error: 'proxy.select.required' })
  .max(PROXY_IDS_MAX, { error: 'validation.invalid' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' });

/** POST /app-api/infra/proxy/delete-batch → { deleted, unboundPhones }. Bound phones lose their proxy first. */
export const ProxyDeleteSchema = z.object({ ids: proxyIdsField });
export type ProxyDelete = z.input<typeof ProxyDeleteSchema>;
export const ProxyDeleteResultSchema = z.object({ deleted: z.number().int(), unboundPhones: z.number().int() });
export type ProxyDeleteResult = z.infer<typeof ProxyDeleteResultSchema>;

/** POST /app-api/infra/proxy/update-group → true. */
export const ProxyUpdateGroupSchema = z.object({ ids: proxyIdsField, groupId: groupIdField });
export type ProxyUpdateGroup = z.input<typeof ProxyUpdateGroupSchema>;

/** POST /app-api/infra/proxy/merge-group → true: every proxy of the old groups moves to the new one, and the old groups go. */
export const ProxyMergeGroupSchema = z.object({
  oldGroupIds: z
    .array(id, { error: 'proxy.merge.oldRequired' })
    .min(1, { error: 'proxy.merge.oldRequired' })
    .max(100, { error: 'validation.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
  newGroupId: requiredWith('proxy.merge.newRequired', id),
});
export type ProxyMergeGroup = z.input<typeof ProxyMergeGroupSchema>;

/** POST /app-api/infra/proxy/detect: `{ id }` → one result; `{ ids }` → `{ results }`. */
export const ProxyDetectSchema = z
  .object({
    id: id.optional(),
    ids: z
      .array(id, { error: 'proxy.select.required' })
      .min(1, { error: 'proxy.select.required' })
      .max(PROXY_DETECT_BATCH_MAX, { error: 'proxy.detect.tooMany' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' })
      .optional(),
  })
  .strict()
  // One or the other, never both: the answer's shape follows which was sent.
  .refine((v) => (v.id === undefined) !== (v.ids === undefined), { error: 'proxy.select.required' });
export type ProxyDetectInput = z.input<typeof ProxyDetectSchema>;

export const ProxyDetectResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** "Detection successful", or why it failed, in the request's language. */
  msg: z.string(),
  outboundIp: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  detectTime: z.number().int(),
});
export type ProxyDetectResult = z.infer<typeof ProxyDetectResultSchema>;
export const ProxyDetectResultsSchema = z.object({ results: z.array(ProxyDetectResultSchema) });
export type ProxyDetectResults = z.infer<typeof ProxyDetectResultsSchema>;

/** GET /app-api/infra/proxy-group/list → the member's proxy groups, oldest first. */
export const ProxyGroupSchema = z.object({ id: z.number().int(), name: z.string(), proxyCount: z.number().int() });
export type ProxyGroup = z.infer<typeof ProxyGroupSchema>;
/** POST /app-api/infra/proxy-group/create → id. */
export const ProxyGroupCreateSchema = z.object({ name: proxyGroupNameField });
export type ProxyGroupCreate = z.input<typeof ProxyGroupCreateSchema>;
/** POST /app-api/infra/proxy-group/update → true. */
export const ProxyGroupUpdateSchema = z.object({ id, name: proxyGroupNameField });
export type ProxyGroupUpdate = z.input<typeof ProxyGroupUpdateSchema>;
/** POST /app-api/infra/proxy-group/delete → true; refused while the group holds proxies (move or merge them first). */
export const ProxyGroupDeleteSchema = z.object({ id });
export type ProxyGroupDelete = z.input<typeof ProxyGroupDeleteSchema>;

/** POST /app-api/infra/renew-redesign/proxy-setting: one proxy for up to 30 own phones, or null to unbind. */
export const ProxySettingSchema = z.object({ phoneIds: phoneIdsField, proxyId: id.nullable() });
export type ProxySetting = z.input<typeof ProxySettingSchema>;
/** POST /app-api/infra/renew-redesign/group-proxy-setting: one proxy (or null) for every phone of a phone group. */
export const GroupProxySettingSchema = z.object({ groupId: id, proxyId: id.nullable() });
export type GroupProxySetting = z.input<typeof GroupProxySettingSchema>;
