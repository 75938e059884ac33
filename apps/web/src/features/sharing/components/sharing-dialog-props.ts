import type { PhoneRow } from '@cloudphone/contract';

/** What the sharing dialogs read of a phone from the list. */
export type SharingPhone = Pick<PhoneRow, 'id' | 'alias' | 'owlId' | 'authorized'>;

/**
 * What the phone list gives each sharing dialog (the shape of its own operation dialogs): the
 * phones, and `onSubmit` to run the operation with what the dialog collected; the list closes the
 * dialog once it succeeds and keeps it open, with what was filled in, when the request is refused.
 */
export interface SharingDialogProps {
  open: boolean;
  phones: SharingPhone[];
  onCancel(): void;
  onSubmit(extra: Record<string, unknown>): Promise<void>;
}

/** A phone as the dialogs name it: its name, else its ID. */
export const phoneLabel = (phone: Pick<PhoneRow, 'alias' | 'owlId'>) => (phone.alias ? `${phone.alias} · ${phone.owlId}` : phone.owlId);
