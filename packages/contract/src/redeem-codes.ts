import { z } from 'zod';
import { pageQuery } from './envelope.js';
import { idField, text, wholeNumber } from './fields.js';
import { DURATION_UNITS } from './offers.js';
import { ORDER_PHONES_MAX } from './orders.js';

/** What a redemption code gives: a new phone of its spec (purchase), or more time for chosen phones (renewal). */
export const REDEEM_CODE_TYPES = ['purchase', 'renewal'] as const;
export type RedeemCodeType = (typeof REDEEM_CODE_TYPES)[number];

/** Characters of a code: no 0/O, 1/I/L, so a code read aloud or off paper is typed right. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 16;
/** Most codes redeemed in one redeem-batch call, and made in one batch. */
export const REDEEM_BATCH_MAX = 20;
export const REDEEM_CREATE_MAX = 1000;

/** A code as typed: case, spaces and dashes do not matter. */
export const normalizeRedeemCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
/** A code as shown: four groups of four. */
export const formatRedeemCode = (code: string) => normalizeRedeemCode(code).replace(/(.{4})(?=.)/g, '$1-');

const code = text('redeem.codeRequired').pipe(
  z
    .string()
    .transform(normalizeRedeemCode)
    .pipe(
      z
        .string()
        .min(1, { error: 'redeem.codeRequired' })
        .max(REDEEM_CODE_LENGTH * 2, { error: 'redeem.unknown' }),
    ),
);
const phoneIds = z
  .array(idField, { error: 'orders.phonesRequired' })
  .min(1, { error: 'orders.phonesRequired' })
  .max(ORDER_PHONES_MAX, { error: 'orders.phonesTooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'orders.phonesRepeated' });

export const RedeemSchema = z.object({ code });
export type RedeemInput = z.input<typeof RedeemSchema>;
export const RedeemBatchSchema = z.object({
  codes: z
    .array(code, { error: 'redeem.codeRequired' })
    .min(1, { error: 'redeem.codeRequired' })
    .max(REDEEM_BATCH_MAX, { error: 'redeem.batchTooMany' }),
});
export type RedeemBatchInput = z.input<typeof RedeemBatchSchema>;
export const RedeemRenewSchema = z.object({ code, phoneIds });
export type RedeemRenewInput = z.input<typeof RedeemRenewSchema>;

/** What one redeemed code did: the phones it gave (delivered as they initialise) or extended. */
export const RedeemResultSchema = z.object({
  code: z.string(),
  type: z.enum(REDEEM_CODE_TYPES),
  configurationName: z.string(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  phoneIds: z.array(z.number().int()),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

/** redeem-batch: a result per code, in the order given; a refused code says why. */
export const RedeemBatchItemSchema = z.object({
  code: z.string(),
  success: z.boolean(),
  msg: z.string(),
  result: RedeemResultSchema.nullable(),
});
export type RedeemBatchItem = z.infer<typeof RedeemBatchItemSchema>;

/** A row of GET /app-api/trade/redeem-code/app-page: a code the member redeemed (its ends only). */
export const RedeemedCodeSchema = RedeemResultSchema.extend({ redeemTime: z.number().int() });
export type RedeemedCode = z.infer<typeof RedeemedCodeSchema>;
export const RedeemedPageQuerySchema = pageQuery;
export type RedeemedPageQueryInput = z.input<typeof RedeemedPageQuerySchema>;

/** POST /admin-api/trade/redeem-code/create: a batch of codes; the answer is the only time they are shown. */
export const CreateRedeemBatchSchema = z
  .object({
    type: z.enum(REDEEM_CODE_TYPES, { error: 'redeem.typeInvalid' }),
    configurationId: idField,
    regionId: idField.optional(),
    duration: wholeNumber({ min: 1, max: 1000, error: 'redeem.durationInvalid' }),
    durationUnit: z.enum(DURATION_UNITS, { error: 'redeem.durationInvalid' }),
    count: wholeNumber({ min: 1, max: REDEEM_CREATE_MAX, error: 'redeem.countInvalid' }),
    expireTime: wholeNumber({ min: 0, error: 'redeem.expireInvalid' }),
    remark: text()
      .pipe(z.string().trim().max(100, { error: 'validation.invalid' }))
      .optional(),
  })
  .refine((batch) => batch.type !== 'purchase' || batch.regionId !== undefined, {
    error: 'redeem.regionRequired',
    path: ['regionId'],
  });
export type CreateRedeemBatchInput = z.input<typeof CreateRedeemBatchSchema>;
export const CreatedRedeemBatchSchema = z.object({ batchId: z.number().int(), codes: z.array(z.string()) });
export type CreatedRedeemBatch = z.infer<typeof CreatedRedeemBatchSchema>;

/** A batch as the operator lists it, with its usage: codes redeemed, still usable (unused), and void. */
export const RedeemBatchRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(REDEEM_CODE_TYPES),
  configurationId: z.number().int(),
  configurationName: z.string(),
  regionName: z.string().nullable(),
  duration: z.number().int(),
  durationUnit: z.enum(DURATION_UNITS),
  count: z.number().int(),
  redeemed: z.number().int(),
  /** Not redeemed and not void (an expired batch's still count here: expireTime says they no longer work). */
  unused: z.number().int(),
  /** Not redeemed and voided one by one, or all of them when the batch is disabled. */
  voided: z.number().int(),
  expireTime: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.number().int(),
  disabled: z.boolean(),
});
export type RedeemBatchRow = z.infer<typeof RedeemBatchRowSchema>;
export const RedeemBatchPageQuerySchema = pageQuery;
export type RedeemBatchPageQueryInput = z.input<typeof RedeemBatchPageQuerySchema>;

export const RedeemCodeRowSchema = z.object({
  id: z.number().int(),
  codeHint: z.string(),
  redeemedBy: z.number().int().nullable(),
  redeemTime: z.number().int().nullable(),
  phoneIds: z.array(z.number().int()),
  /** When an operator voided this code (disable-code); null while it was not. */
  voidTime: z.number().int().nullable(),
});
export type RedeemCodeRow = z.infer<typeof RedeemCodeRowSchema>;
export const RedeemCodePageQuerySchema = pageQuery.extend({ batchId: idField });
export type RedeemCodePageQueryInput = z.input<typeof RedeemCodePageQuerySchema>;
export const RedeemBatchIdSchema = z.object({ batchId: idField });
export type RedeemBatchIdInput = z.input<typeof RedeemBatchIdSchema>;

/** PUT /admin-api/trade/redeem-code/disable-code: void one code that was not redeemed. */
export const RedeemCodeIdSchema = z.object({ id: idField });
export type RedeemCodeIdInput = z.input<typeof RedeemCodeIdSchema>;

/**
 * The plain codes of a batch just made, as a CSV file's text (UTF-8 with a byte-order mark, CRLF
 * lines). The server keeps only their hashes, so this is made from the create answer, the one
 * time they are known; codes are of REDEEM_CODE_ALPHABET only, so no cell needs quoting.
 */
export const plainCodesCsv = (codes: readonly string[]) => `\uFEFFcode\r\n${codes.map((c) => `${formatRedeemCode(c)}\r\n`).join('')}`;
