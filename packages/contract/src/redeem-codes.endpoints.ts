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

/** The operator's side: make batches, list them and their codes, disable, export as CSV. */
export const redeemCodesAdminApi = {
  tag: 'operator redemption codes',
  endpoints: {
    create: postEndpoint<CreateRedeemBatchInput, CreatedRedeemBatch>('/admin-api/trade/redeem-code/create', 'operator'),
    batchPage: getEndpoint<RedeemBatchPageQueryInput, PageResult<RedeemBatchRow>>('/admin-api/trade/redeem-code/batch-page', 'operator'),
    codePage: getEndpoint<RedeemCodePageQueryInput, PageResult<RedeemCodeRow>>('/admin-api/trade/redeem-code/page', 'operator'),
    disable: putEndpoint<RedeemBatchIdInput>('/admin-api/trade/redeem-code/disable', 'operator'),
    export: getEndpoint<RedeemBatchIdInput, Blob>('/admin-api/trade/redeem-code/export', 'operator'),
  },
} satisfies ApiArea;
