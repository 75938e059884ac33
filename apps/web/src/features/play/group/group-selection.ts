import { GROUP_CONTROL_MAX, GROUP_CONTROL_MIN, type MessageKey } from '@cloudphone/contract';

/** Why a group cannot start (spec points 5 and 8), as a message key; null when it can. */
export function groupProblem(phoneIds: readonly number[], masterId: number | null): MessageKey | null {
  if (phoneIds.length < GROUP_CONTROL_MIN) return 'groupControl.min';
  if (phoneIds.length > GROUP_CONTROL_MAX) return 'groupControl.max';
  if (masterId === null) return 'groupControl.masterRequired';
  if (!phoneIds.includes(masterId)) return 'groupControl.masterNotSelected';
  return null;
}

/** `?ids=1,2,3&master=2` from the phone list, kept to what a group can hold; the master defaults to the first. */
export function selectionFromParams(params: URLSearchParams): { phoneIds: number[]; masterId: number | null } {
  const ids = [...new Set((params.get('ids') ?? '').split(',').map(Number))].filter((id) => Number.isInteger(id) && id > 0);
  const master = Number(params.get('master'));
  const phoneIds = ids.slice(0, GROUP_CONTROL_MAX);
  return { phoneIds, masterId: phoneIds.includes(master) ? master : (phoneIds[0] ?? null) };
}
