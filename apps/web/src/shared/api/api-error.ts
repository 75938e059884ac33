/** A rejected request. `handled` means the user has already been told (toast, modal), so callers should stay quiet. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly handled: boolean;
  readonly data: unknown;

  constructor(
    message: string,
    { code, status = 0, handled = false, data = null }: { code: number; status?: number; handled?: boolean; data?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.handled = handled;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Business codes the client treats specially (spec point 8). */
export const CODES = {
  unauthorized: 401,
  internal: 500,
  rejected: 1011000022,
  memberDisabled: 4100100102,
} as const;
