import { BUSINESS_STATUS } from '@cloudphone/contract';

export type BusinessStatusName = keyof typeof BUSINESS_STATUS | 'unknown';

/** A grant row's businessStatus by name (spec point 4: 1 "normal" in green, any other in red). */
export function businessStatusName(code: number): BusinessStatusName {
  const entry = Object.entries(BUSINESS_STATUS).find(([, value]) => value === code);
  return entry ? (entry[0] as keyof typeof BUSINESS_STATUS) : 'unknown';
}
