import type { OperationResults } from '@cloudphone/contract';
import { api } from '../../../shared/api/http';
import type { OperationKind } from '../operations';

/**
 * Each operation's endpoint. All take `{ phoneIds }` (plus the extra fields a dialog collects) and
 * answer per phone. Kept here, not in operations.ts, so they load with the first run rather than /index.
 */
const OPERATION_URLS: Record<OperationKind, string> = {
  reboot: '/app-api/infra/cacloud/reboot-instance',
  reset: '/app-api/trade/phone/reset-batch',
  powerOn: '/app-api/infra/cacloud/powerOnInstanceAsync',
  powerOff: '/app-api/infra/cacloud/shutDownInstanceAsync',
  newMachine: '/app-api/infra/renew/renew',
  clearFiles: '/app-api/infra/file/clear-phone-files',
  home: '/app-api/infra/file/return-home',
  enterDirectly: '/app-api/trade/phone/updPhoneStateRunning',
  retryMigrate: '/app-api/trade/phone-bound/retry-migrate',
  replace: '/app-api/trade/phone/replace-batch',
  customize: '/app-api/infra/renew-redesign/renew',
  density: '/app-api/infra/density/setDensity',
  moveGroup: '/app-api/trade/phone-group/move',
  addTag: '/app-api/trade/phone-tag/bind-batch',
  push: '/app-api/infra/cacloud/install',
  uninstall: '/app-api/infra/cacloud/uninstall-apk-async',
};

/** The extra fields an operation's dialog collects (replace: migrate; density: dpi; …). */
export type OperationExtra = Record<string, unknown>;

/**
 * Runs an operation on phones and answers per phone. Calls that answer all-or-nothing (moving to
 * a group) are turned into the same per-phone shape, so the results grid shows every kind alike.
 */
export async function runOperation(kind: OperationKind, phoneIds: number[], extra: OperationExtra = {}): Promise<OperationResults> {
  const url = OPERATION_URLS[kind];
  if (kind === 'moveGroup') {
    await api.post<boolean>(url, { phoneIds, groupId: extra.groupId ?? null });
    return { results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })) };
  }
  if (kind === 'addTag') return api.post<OperationResults>(url, { phoneTagId: extra.phoneTagId, phoneIds });
  return api.post<OperationResults>(url, { ...extra, phoneIds });
}
