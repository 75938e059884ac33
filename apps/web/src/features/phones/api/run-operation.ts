import type { OperationResults } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import { OPERATIONS, type OperationKind } from '../operations';

/** The extra fields an operation's dialog collects (replace: migrate; density: dpi; …). */
export type OperationExtra = Record<string, unknown>;

/**
 * Runs an operation on phones and answers per phone. Calls that answer all-or-nothing (moving to
 * a group) are turned into the same per-phone shape, so the results grid shows every kind alike.
 */
export async function runOperation(kind: OperationKind, phoneIds: number[], extra: OperationExtra = {}): Promise<OperationResults> {
  const { url } = OPERATIONS[kind];
  if (kind === 'moveGroup') {
    await api.post<boolean>(url, { phoneIds, groupId: extra.groupId ?? null });
    return { results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })) };
  }
  if (kind === 'addTag') return api.post<OperationResults>(url, { phoneTagId: extra.phoneTagId, phoneIds });
  return api.post<OperationResults>(url, { ...extra, phoneIds });
}
