import { accreditApi, transferApi, type OperationResults } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { recallGrants } from './accredit';

export type SharingKind = 'accredit' | 'recall' | 'transfer';

/** What the grant dialog collects. */
export interface GrantFields {
  subMemberPhone: string;
  accreditType: number;
  expireTime: number;
}

const allOk = (phoneIds: readonly number[]): OperationResults => ({ results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })) });

/**
 * Runs a sharing operation from the phone list with what its dialog collected, answering per
 * phone like every list operation: a grant (one phone by `accredit`, several by `accredit-batch`)
 * and a recall succeed or fail as a whole; a transfer answers for each phone.
 */
export async function runSharing(kind: SharingKind, phoneIds: number[], extra: Record<string, unknown>): Promise<OperationResults> {
  if (kind === 'transfer') return call(transferApi.endpoints.transfer, { phoneIds, receiverPhone: String(extra.receiverPhone ?? '') });
  if (kind === 'recall') {
    await recallGrants(extra.relationIds as number[]);
    return allOk(phoneIds);
  }
  const grant = extra as unknown as GrantFields;
  if (phoneIds.length === 1) await call(accreditApi.endpoints.accredit, { phoneId: phoneIds[0]!, ...grant });
  else await call(accreditApi.endpoints.accreditBatch, { phoneIds, ...grant });
  return allOk(phoneIds);
}
