import { phoneGroupsApi, phoneTagsApi, type OperationResults } from '@cloudphone/contract';
import { call } from '../../../shared/api/call';
import { api } from '../../../shared/api/http';
import type { OperationKind } from '../operations';

/**
 * Each operation's endpoint. All take `{ phoneIds }` (plus the extra fields a dialog collects) and
 * answer per phone. Kept here, not in operations.ts, so they load with the first run rather than /index.
 */
const OPERATION_URLS: Record<Exclude<OperationKind, 'moveGroup' | 'addTag'>, string> = {
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
  if (kind === 'moveGroup') {
    await call(phoneGroupsApi.endpoints.move, { phoneIds, groupId: (extra.groupId as number | null | undefined) ?? null });
    return { results: phoneIds.map((phoneId) => ({ phoneId, ok: true, msg: '' })) };
  }
  if (kind === 'addTag') return call(phoneTagsApi.endpoints.bindBatch, { phoneTagId: extra.phoneTagId as number, phoneIds });
  return api.post<OperationResults>(OPERATION_URLS[kind], { ...extra, phoneIds });
}
