import { POPUP_CONTENT_TYPES, POPUP_FREQUENCIES } from '@cloudphone/contract';
import type { TFunction } from 'i18next';

type Frequency = keyof typeof POPUP_FREQUENCIES;
type ContentType = keyof typeof POPUP_CONTENT_TYPES;

const keyOf = <K extends string>(map: Record<K, number>, value: number) => (Object.keys(map) as K[]).find((key) => map[key] === value);

/** A popup's frequency (1 every visit, 2 once a day, 3 only once) in words; an unknown one as its number. */
export function frequencyLabel(t: TFunction, frequency: number) {
  const key = keyOf<Frequency>(POPUP_FREQUENCIES, frequency);
  return key ? t(`popupsAdmin.frequencies.${key}`) : String(frequency);
}

export function contentTypeLabel(t: TFunction, contentType: number) {
  const key = keyOf<ContentType>(POPUP_CONTENT_TYPES, contentType);
  return key ? t(`popupsAdmin.contentTypes.${key}`) : String(contentType);
}

/** msgType 3 or 4 (spec point 9; what they mean is not given, so they are named by number). */
export function msgTypeLabel(t: TFunction, msgType: number) {
  return msgType === 3 ? t('popupsAdmin.msgTypes.type3') : msgType === 4 ? t('popupsAdmin.msgTypes.type4') : String(msgType);
}
