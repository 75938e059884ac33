import { errorCatalogue, type ErrorName } from '@cloudphone/contract';

/** A failure the caller should see: a catalogue entry plus the values its message needs. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params?: Record<string, string | number>,
    /** Sent in `data` (e.g. seconds to wait), never secrets. */
    readonly data: unknown = null,
  ) {
    super(errorName);
    this.code = errorCatalogue[errorName].code;
    this.status = errorCatalogue[errorName].status;
  }
}
