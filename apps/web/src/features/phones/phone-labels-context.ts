import type { PhoneLabel, PhoneRow } from '@cloudphone/contract';
import { createContext, useContext } from 'react';

/**
 * The labels the list page has for its phones' cards, and the opener of a phone's labels dialog:
 * given by the page (hooks/use-page-labels.ts), read by each card's tags and menu, so neither the
 * grid nor the table passes them along.
 */
export interface PhoneLabelsContextValue {
  labelsOf(phoneId: number): readonly PhoneLabel[];
  /** Opens the labels dialog of one of the member's own phones. */
  manage(phone: PhoneRow): void;
}

const NONE: readonly PhoneLabel[] = [];

export const PhoneLabelsContext = createContext<PhoneLabelsContextValue>({
  labelsOf: () => NONE,
  manage: () => undefined,
});

export const usePhoneLabels = () => useContext(PhoneLabelsContext);
