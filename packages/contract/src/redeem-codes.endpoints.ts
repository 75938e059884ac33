import type { ApiArea } from './endpoint.js';
import { getEndpoint, postEndpoint, putEndpoint } from './endpoint.js';
import type { PageResult } from './envelope.js';
import type {
  CreatedRedeemBatch,
  CreateRedeemBatchInput,
  RedeemBatchIdInput,
  RedeemBatchInput,
  RedeemBatchItem,
  RedeemBatchPageQueryInput,
  RedeemBatchRow,
  RedeemCodeIdInput,
  RedeemCodePageQueryInput,
  RedeemCodeRow,
  RedeemedCode,
  RedeemedPageQueryInput,
  RedeemInput,
  RedeemRenewInput,
  RedeemResult,
} from './redeem-codes.js';

/** Redemption codes (issue 15): redeem one or several, renew phones with one, list what was redeemed. */
export const redeemCodesApi = {
  tag: 'redemption codes',
  endpoints: {
    redeem: postEndpoint<RedeemInput, RedeemResult>('/app-api/trade/redeem-code/redeem'),
    redeemBatch: postEndpoint<RedeemBatchInput, RedeemBatchItem[]>('/app-api/trade/redeem-code/redeem-batch'),
    renew: postEndpoint<RedeemRenewInput, RedeemResult>('/app-api/trade/redeem-code/renew'),
    page: getEndpoint<RedeemedPageQueryInput, PageResult<RedeemedCode>>('/app-api/trade/redeem-code/app-page'),
  },
} satisfies ApiArea;

/** The operator's side: make batches, list them (with usage) and their codes, disable a batch or void a code, export as CSV. */
export const redeemCodesAdminApi = {
  tag: 'operator redemption codes',
  endpoints: {
    create: postEndpoint<CreateRedeemBatchInput, CreatedRedeemBatch>('/admin-api/trade/redeem-code/create', 'operator', {
      permission: 'trade:redeem-code:create',
    }),
    batchPage: getEndpoint<RedeemBatchPageQueryInput, PageResult<RedeemBatchRow>>('/admin-api/trade/redeem-code/batch-page', 'operator', {
      permission: 'trade:redeem-code:query',
    }),
    codePage: getEndpoint<RedeemCodePageQueryInput, PageResult<RedeemCodeRow>>('/admin-api/trade/redeem-code/page', 'operator', {
      permission: 'trade:redeem-code:query',
    }),
    disable: putEndpoint<RedeemBatchIdInput>('/admin-api/trade/redeem-code/disable', 'operator', {
      permission: 'trade:redeem-code:update',
    }),
    disableCode: putEndpoint<RedeemCodeIdInput>('/admin-api/trade/redeem-code/disable-code', 'operator', {
      permission: 'trade:redeem-code:update',
    }),
    export: getEndpoint<RedeemBatchIdInput, Blob>('/admin-api/trade/redeem-code/export', 'operator', {
      permission: 'trade:redeem-code:export',
    }),
  },
} satisfies ApiArea;
