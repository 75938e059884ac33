import { NEW_MACHINE_ANDROID, NEW_MACHINE_CHIP, type PhoneRow } from '@cloudphone/contract';
import type { OperationKind } from './operations';

/**
 * Spec point 5: one-click new machine, and customization in a batch, work only on Android 10 with
 * the Orion865 chip. The console lists the other selected phones as unsupported before anything
 * starts and runs the operation on the supported ones (the server refuses the others all the same).
 */

/** Whether the operation, on this many phones, is limited to Android 10 with Orion865. */
export const isImageLimited = (kind: OperationKind, count: number) => kind === 'newMachine' || (kind === 'customize' && count > 1);

export const supportsNewMachine = (phone: Pick<PhoneRow, 'androidVersion' | 'chip'>) =>
  phone.androidVersion === NEW_MACHINE_ANDROID && phone.chip === NEW_MACHINE_CHIP;

/** The selection split for the operation: what it runs on, and what it leaves out (none when it is not limited). */
export function splitSupported<T extends Pick<PhoneRow, 'androidVersion' | 'chip'>>(
  kind: OperationKind,
  phones: readonly T[],
): { supported: T[]; unsupported: T[] } {
  if (!isImageLimited(kind, phones.length)) return { supported: [...phones], unsupported: [] };
  return { supported: phones.filter(supportsNewMachine), unsupported: phones.filter((p) => !supportsNewMachine(p)) };
}
