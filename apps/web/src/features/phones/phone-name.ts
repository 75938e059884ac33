import type { PhoneRow } from '@cloudphone/contract';

/** How a phone is named in dialogs and results: its alias, else its cloud machine ID. */
export const phoneName = (phone: Pick<PhoneRow, 'alias' | 'owlId'>) => phone.alias || phone.owlId;

/** A few names and "…" for a long selection (confirmations). */
export function someNames(phones: ReadonlyArray<Pick<PhoneRow, 'alias' | 'owlId'>>, max = 3, separator = '、'): string {
  const names = phones.slice(0, max).map(phoneName).join(separator);
  return phones.length > max ? `${names}…` : names;
}
