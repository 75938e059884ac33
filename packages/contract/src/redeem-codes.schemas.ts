import { z } from 'zod';
import type { EndpointSchemas } from './endpoint.js';
import { pageResult } from './envelope.js';
import type { redeemCodesAdminApi, redeemCodesApi } from './redeem-codes.endpoints.js';
import {
  CreatedRedeemBatchSchema,
  CreateRedeemBatchSchema,
  RedeemBatchIdSchema,
  RedeemBatchItemSchema,
  RedeemBatchPageQuerySchema,
  RedeemBatchRowSchema,
  RedeemBatchSchema,
  RedeemCodeIdSchema,
  RedeemCodePageQuerySchema,
  RedeemCodeRowSchema,
  RedeemedCodeSchema,
  RedeemedPageQuerySchema,
  RedeemRenewSchema,
  RedeemResultSchema,
  RedeemSchema,
} from './redeem-codes.js';

export const redeemCodesSchemas = {
  redeem: {
    summary: 'Redeem a code for a new phone of its spec and duration (it initialises, then runs)',
    input: RedeemSchema,
    reply: RedeemResultSchema,
  },
  redeemBatch: {
    summary: 'Redeem several codes at once: a result per code, in the order given',
    input: RedeemBatchSchema,
    reply: z.array(RedeemBatchItemSchema),
  },
  renew: { summary: 'Extend your chosen phones with a renewal code', input: RedeemRenewSchema, reply: RedeemResultSchema },
  page: { summary: 'The codes you redeemed, newest first', input: RedeemedPageQuerySchema, reply: pageResult(RedeemedCodeSchema) },
} satisfies EndpointSchemas<typeof redeemCodesApi.endpoints>;

export const redeemCodesAdminSchemas = {
  create: {
    summary: 'Make a batch of codes; the answer is the only time the plain codes are shown',
    input: CreateRedeemBatchSchema,
    reply: CreatedRedeemBatchSchema,
  },
  batchPage: {
    summary: 'Batches of codes, newest first, each with how many codes were redeemed, are unused and are void',
    input: RedeemBatchPageQuerySchema,
    reply: pageResult(RedeemBatchRowSchema),
  },
  codePage: {
    summary: "A batch's codes (their ends only) and who redeemed them",
    input: RedeemCodePageQuerySchema,
    reply: pageResult(RedeemCodeRowSchema),
  },
  disable: { summary: 'Disable a batch: its unused codes stop working', input: RedeemBatchIdSchema, reply: z.boolean() },
  disableCode: {
    summary: 'Void one code of a batch: it stops working; a redeemed code cannot be voided (voiding twice is fine)',
    input: RedeemCodeIdSchema,
    reply: z.boolean(),
  },
  export: {
    summary:
      "A batch's codes as CSV (UTF-8 with BOM, CRLF): their ends only (the plain codes are known only in the create answer), status, who redeemed each and when",
    input: RedeemBatchIdSchema,
    produces: 'text/csv',
  },
} satisfies EndpointSchemas<typeof redeemCodesAdminApi.endpoints>;
