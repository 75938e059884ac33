import type { OperationResult, PhoneRow } from '@cloudphone/contract';
import type { OperationExtra } from '../../api/run-operation';

/** What every operation dialog (replace, customize, density, group, tag) is given. */
export interface OperationDialogProps {
  open: boolean;
  phones: PhoneRow[];
  onCancel(): void;
  /** Runs the operation with what the dialog collected; the dialog closes once it resolves. */
  onSubmit(extra: OperationExtra): Promise<void>;
  /** Selected phones the operation does not support and leaves out (batch customization: Android 10 with Orion865 only). */
  unsupported?: PhoneRow[];
}

export interface ReplaceDialogProps extends OperationDialogProps {
  /** A failed card's button already said which (retry the backup, or switch without migrating). */
  preset?: boolean | undefined;
}

export interface ResultsDialogProps {
  open: boolean;
  title: string;
  /** The phones asked about, for their names (a group's come from the phone tree, hence only these fields). */
  phones: ReadonlyArray<Pick<PhoneRow, 'id' | 'alias' | 'owlId'>>;
  results: OperationResult[];
  /** A retry is running. */
  isRunning: boolean;
  onRetryFailed(phoneIds: number[]): void;
  onClose(): void;
}
