import {
  redeemCodesAdminApi,
  type CreateRedeemBatchInput,
  type RedeemBatchPageQueryInput,
  type RedeemCodePageQueryInput,
} from '@cloudphone/contract';
import { call } from '../../shared/api/call';

const { endpoints } = redeemCodesAdminApi;

export const BATCHES = ['redeem-codes', 'batches'] as const;
export const CODES = ['redeem-codes', 'codes'] as const;
export const CODE_CREATE = 'trade:redeem-code:create';
export const CODE_UPDATE = 'trade:redeem-code:update';
export const CODE_EXPORT = 'trade:redeem-code:export';

export const batchPage = (query: RedeemBatchPageQueryInput) => call(endpoints.batchPage, query);
export const codePage = (query: RedeemCodePageQueryInput) => call(endpoints.codePage, query);
/** The dialog shows a refusal itself. */
export const createBatch = (input: CreateRedeemBatchInput) => call(endpoints.create, input, { passErrors: true });
/** Confirmed row actions: a refusal is the client's notification. */
export const disableBatch = (batchId: number) => call(endpoints.disable, { batchId });
export const disableCode = (id: number) => call(endpoints.disableCode, { id });
export const exportEndpoint = endpoints.export;
