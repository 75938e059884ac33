import type { Endpoint, InputOf, OutputOf } from '@cloudphone/contract';
import type { RequestOptions } from './client';
import { api } from './http';

type CallArgs<E extends Endpoint> = [InputOf<E>] extends [void]
  ? [input?: undefined, options?: Partial<RequestOptions>]
  : [input: InputOf<E>, options?: Partial<RequestOptions>];

/**
 * Calls an endpoint as the contract declares it: its method and path, the input the server checks
 * (a GET's as its query string), and the `data` of its answer, typed. The one way the console
 * reaches the API, so no path is written twice.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<OutputOf<E>> {
  return endpoint.method === 'GET'
    ? api.get<OutputOf<E>>(endpoint.path, input as Record<string, unknown> | undefined, options)
    : api.post<OutputOf<E>>(endpoint.path, input, options);
}
