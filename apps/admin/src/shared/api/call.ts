import { fillPath, inputInPath, inputInQuery, type Endpoint, type InputOf, type OutputOf } from '@cloudphone/contract';
import type { RequestOptions } from '@web/shared/api/client';
import { api } from './http';

type CallArgs<E extends Endpoint> = [InputOf<E>] extends [void]
  ? [input?: undefined, options?: Partial<RequestOptions>]
  : [input: InputOf<E>, options?: Partial<RequestOptions>];

/**
 * Calls an endpoint as the contract declares it (as apps/web's call.ts, on the operator's client):
 * its method and path, the input in the path, the query (GET, DELETE) or the JSON body, and the
 * `data` of its answer, typed.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<OutputOf<E>> {
  const fields = input as Record<string, unknown> | undefined;
  if (inputInPath(endpoint))
    return api.request<OutputOf<E>>({ ...options, url: fillPath(endpoint.path, fields ?? {}), method: endpoint.method });
  const where = inputInQuery(endpoint) ? { params: fields } : { data: input };
  return api.request<OutputOf<E>>({ ...options, ...where, url: endpoint.path, method: endpoint.method });
}
