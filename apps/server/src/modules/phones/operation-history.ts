import { isMessageKey, translate, type Locale, type OperationState, type PhoneOperationEntry } from '@cloudphone/contract';
import type { OperationRow } from './operation-history.repo.js';
import { statusName } from './phone-batch.js';

/** A history entry's stored message key, in the language asked for; `endedIn` is the status an operation ended in. */
export function historyMessage(message: string, detail: { endedIn?: unknown }, locale: Locale): string {
  if (!isMessageKey(message)) return message;
  return translate(message, locale, typeof detail.endedIn === 'number' ? { status: statusName(detail.endedIn, locale) } : undefined);
}

/** A stored entry as the member reads it, its message in their language. */
export const historyEntry = (row: OperationRow, locale: Locale): PhoneOperationEntry => ({
  id: row.id,
  kind: row.kind,
  state: row.state as OperationState,
  message: row.message && historyMessage(row.message, row.detail as { endedIn?: unknown }, locale),
  memberId: row.memberId,
  createTime: row.createdAt.getTime(),
  finishTime: row.finishedAt?.getTime() ?? null,
});
