import { fillPath, inputInPath, inputInQuery, type Endpoint, type InputOf, type OutputOf } from '@cloudphone/contract';
import type { RequestOptions } from './client';
import { api } from './http';

type CallArgs<E extends Endpoint> = [InputOf<E>] extends [void]
  ? [input?: undefined, options?: Partial<RequestOptions>]
  : [input: InputOf<E>, options?: Partial<RequestOptions>];

/**
 * Calls an endpoint as the contract declares it (decision 020): its method and path, the input
 * the server checks (in the path where it names parameters, a GET's or DELETE's as its query
 * string, else as the JSON body), and the `data` of its answer, typed. The one way the console
 * reaches the API, so no path is written twice.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<OutputOf<E>> {
  const fields = input as Record<string, unknown> | undefined;
  if (inputInPath(endpoint))
    return api.request<OutputOf<E>>({ ...options, url: fillPath(endpoint.path, fields ?? {}), method: endpoint.method });
  const where = inputInQuery(endpoint) ? { params: fields } : { data: input };
  return api.request<OutputOf<E>>({ ...options, ...where, url: endpoint.path, method: endpoint.method });
}
