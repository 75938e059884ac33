import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cloudphone/contract';
import type { DbOrTx } from '../../db/client.js';
import { createMembersRepo } from '../member/members.repo.js';

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly (string | null)[]).includes(value);

/**
 * The language of the messages the server writes for members (reminders, replies): the one each
 * member's console last ran in (recorded with each page view), else the default (spec point 1).
 */
export async function memberLocales(db: DbOrTx, memberIds: number[]): Promise<(memberId: number) => Locale> {
  const rows = await createMembersRepo(db).locales([...new Set(memberIds)]);
  const byId = new Map(rows.map((r) => [r.id, isLocale(r.locale) ? r.locale : DEFAULT_LOCALE]));
  return (memberId) => byId.get(memberId) ?? DEFAULT_LOCALE;
}
