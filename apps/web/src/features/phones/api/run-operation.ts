import { phoneGroupsApi, phoneOperationsApi, phoneTagsApi, pushApi, type OperationResults } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import type { OperationKind } from '../operations';
import { runSharing } from '../sharing-bridge';
import { setPhonesProxy } from './proxy-setting';

/** The extra fields an operation's dialog collects (replace: migrate; density: dpi; …). */
export type OperationExtra = Record<string, unknown>;

/**
 * Runs an operation on phones and answers per phone. An operation's endpoint has its name in the
 * contract (sharing's requests are features/sharing's); calls that answer all-or-nothing (moving
 * to a group, a grant) are turned into the same per-phone shape, so the results grid shows every
 * kind alike. The dialogs' extra fields are checked by the server.
 */
export async function runOperation(kind: OperationKind, phoneIds: number[], extra: OperationExtra = {}): Promise<OperationResults> {
  if (kind === 'moveGroup') {
    await call(phoneGroupsApi.endpoints.move, { phoneIds, groupId: (extra.groupId as number | null | undefined) ?? null });
    return { results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })) };
  }
  if (kind === 'addTag') return call(phoneTagsApi.endpoints.bindBatch, { phoneTagId: extra.phoneTagId as number, phoneIds });
  if (kind === 'proxy') return setPhonesProxy(phoneIds, (extra.proxyId as number | null | undefined) ?? null);
  if (kind === 'accredit' || kind === 'recall' || kind === 'transfer') return runSharing(kind, phoneIds, extra);
  if (kind === 'push') return call(pushApi.endpoints.install, { ...extra, phoneIds } as never);
  if (kind === 'uninstall') return call(pushApi.endpoints.uninstall, { ...extra, phoneIds } as never);
  return call(phoneOperationsApi.endpoints[kind], { ...extra, phoneIds } as never);
}
