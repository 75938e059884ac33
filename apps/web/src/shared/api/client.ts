import { isSuccessCode, REQUEST_TIMEOUT_MS, translate, type Envelope, type Locale, type MessageKey } from '@cloudphone/contract';
import { ApiError, CODES } from './api-error';
import { buildHeaders, type HeaderContext } from './headers';
import { withParams } from './params';
import type { TokenRefresher } from './token-refresher';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: Method;
  /** Query params; nested objects become key[sub]. */
  params?: Record<string, unknown>;
  /** JSON body. */
  data?: unknown;
  /** Login, register and logout: every error goes back to the caller, the form shows it. */
  passErrors?: boolean;
  /** The sign-in calls: a disabled account (4100100102) gets the modal and no session. */
  isLogin?: boolean;
  responseType?: 'json' | 'blob';
  timeoutMs?: number;
  /** Headers of this call alone (an order's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** How errors reach the member; the app wires these to its toast, notification and modal. */
export interface ApiUi {
  toastError(message: string): void;
  notifyError(message: string): void;
  alert(options: { title: string; content: string; okText: string; testId?: string }): Promise<void>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  context(): HeaderContext;
  refresher: TokenRefresher;
  /** The refresh failed: clear the session, say the login expired, go to /login. Called once per failed refresh. */
  onSessionExpired(): void;
  ui: ApiUi;
  /** Interface strings the client needs in the current language. */
  text(key: 'tip' | 'confirm' | 'networkError' | 'timeout'): string;
  timeoutMs?: number;
}

interface RawResponse {
  status: number;
  body: Partial<Envelope<unknown>> | null;
  blob?: Blob;
}

const HTTP_MESSAGE: Record<number, MessageKey> = { 401: 'http.401', 403: 'http.403', 404: 'http.404' };

/**
 * The one API client (spec points 7 and 8): headers, timeout, single-flight token refresh on 401,
 * and the one place that decides how a failed request is shown.
 */
export function createApiClient(deps: ApiClientDeps) {
  /** The refresh promise whose failure has already been reported, so N queued requests report it once. */
  let reportedExpiry: Promise<string> | null = null;

  async function send(options: RequestOptions, token: string | null): Promise<RawResponse> {
    const ctx = { ...deps.context(), token };
    const method = options.method ?? 'GET';
    const hasBody = options.data !== undefined && method !== 'GET';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    try {
      const response = await deps.fetch(withParams(options.url, options.params), {
        method,
        headers: { ...buildHeaders(ctx, { json: hasBody }), ...options.headers },
        body: hasBody ? JSON.stringify(options.data) : undefined,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      if (options.responseType === 'blob' && !isJson && response.ok)
        return { status: response.status, body: null, blob: await response.blob() };
      const body = isJson ? ((await response.json()) as Partial<Envelope<unknown>>) : null;
      return { status: response.status, body };
    } catch (error) {
      const timedOut = controller.signal.aborted;
      throw new ApiError(deps.text(timedOut ? 'timeout' : 'networkError'), { code: timedOut ? 408 : 0, data: error });
    } finally {
      clearTimeout(timer);
    }
  }

  const isUnauthorized = (raw: RawResponse) => raw.status === 401 || raw.body?.code === CODES.unauthorized;

  function fail(options: RequestOptions, error: ApiError): never {
    if (!options.passErrors && !error.handled) {
      if (error.code === 0 || error.code === 408 || error.code === CODES.internal) deps.ui.toastError(error.message);
      else if (error.code !== CODES.rejected) deps.ui.notifyError(error.message);
    }
    throw error;
  }

  function interpret<T>(options: RequestOptions, raw: RawResponse): T {
    if (raw.blob) return raw.blob as T;
    const code = raw.body?.code ?? (raw.status >= 200 && raw.status < 300 ? 200 : raw.status);
    if (isSuccessCode(code) && raw.status < 400) return raw.body?.data as T;
    const locale: Locale = deps.context().locale;
    const message = raw.body?.msg || translate(HTTP_MESSAGE[raw.status] ?? HTTP_MESSAGE[code] ?? 'http.500', locale);
    if (code === CODES.memberDisabled) {
      if (!options.isLogin) return raw.body?.data as T; // spec point 8: elsewhere the data is returned as-is
      void deps.ui.alert({ title: deps.text('tip'), content: message, okText: deps.text('confirm'), testId: 'disabled-confirm' });
      throw new ApiError(message, { code, status: raw.status, handled: true });
    }
    return fail(options, new ApiError(message, { code, status: raw.status, data: raw.body?.data ?? null }));
  }

  async function request<T>(options: RequestOptions): Promise<T> {
    const token = deps.context().token;
    let raw: RawResponse;
    try {
      raw = await send(options, token);
    } catch (error) {
      return fail(options, error as ApiError);
    }
    if (token && isUnauthorized(raw)) {
      const refreshing = deps.refresher.refresh(token);
      let fresh: string;
      try {
        fresh = await refreshing;
      } catch {
        if (!options.passErrors && reportedExpiry !== refreshing) {
          reportedExpiry = refreshing;
          deps.onSessionExpired();
        }
        throw new ApiError(translate('session.expired', deps.context().locale), { code: CODES.unauthorized, status: 401, handled: true });
      }
      try {
        raw = await send(options, fresh);
      } catch (error) {
        return fail(options, error as ApiError);
      }
    }
    return interpret<T>(options, raw);
  }

  return {
    request,
    get: <T>(url: string, params?: Record<string, unknown>, options?: Partial<RequestOptions>) =>
      request<T>({ ...options, url, params, method: 'GET' }),
    post: <T>(url: string, data?: unknown, options?: Partial<RequestOptions>) => request<T>({ ...options, url, data, method: 'POST' }),
    put: <T>(url: string, data?: unknown, options?: Partial<RequestOptions>) => request<T>({ ...options, url, data, method: 'PUT' }),
    delete: <T>(url: string, data?: unknown, options?: Partial<RequestOptions>) => request<T>({ ...options, url, data, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
