import type { z } from 'zod';
import type { PermissionRequirement } from './admin-permissions.js';

/** Who may call an endpoint: anyone, a signed-in member (under /app-api), an operator (under /admin-api). */
export type Audience = 'public' | 'member' | 'operator';

/** GET and DELETE take their input as the query string, POST and PUT as a JSON body (unless `inQuery`). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Whether an endpoint takes its input in its path (`/cities/:id`, where the spec puts it): then
 * its whole input is its path parameters, so nothing else has to be decided about where each goes.
 */
export const inputInPath = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.includes('/:');

/** The path with each `:name` filled from the input (encoded). */
export const fillPath = (path: string, input: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name])));

/** Whether an endpoint's input travels in its query string (else in its path or its JSON body). */
export const inputInQuery = (endpoint: Pick<Endpoint, 'method' | 'inQuery' | 'inBody' | 'path'>) =>
  !inputInPath(endpoint) &&
  (endpoint.method === 'GET' || (endpoint.method === 'DELETE' && endpoint.inBody !== true) || endpoint.inQuery === true);

/**
 * An endpoint as a caller sees it: method, path and audience, with its input and the `data` of
 * its answer as types only. Plain data, so the console's first load carries no schema library;
 * the schemas the server checks and documents it with are bound to it by name (`EndpointSchemas`).
 */
export interface Endpoint<In = unknown, Out = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly audience: Audience;
  /** A POST whose input the spec puts in the query string (the token refresh). */
  readonly inQuery?: true;
  /** A DELETE whose input the spec puts in a JSON body (`removeNotifyMessage { ids }`). */
  readonly inBody?: true;
  /**
   * An operator endpoint's permission (spec point 6, `module:entity:action`): the server refuses an
   * operator who holds neither it nor `*:*:*`. Every operator endpoint names one, or `ignore`.
   */
  readonly permission?: PermissionRequirement;
  /** Never set: carries the input and answer types to the typed client and the server's handlers. */
  readonly types?: { input: In; output: Out };
}

/**
 * The member endpoints at the root, where RuoYi-Vue's console calls them: GET /getInfo (spec
 * point 7) and GET /getRouters, its menu tree. Every other member endpoint is under /app-api.
 */
export const ROOT_MEMBER_PATHS: readonly string[] = ['/getInfo', '/getRouters'];

/** Whether an endpoint's path is where its audience's endpoints live: /app-api, /admin-api, or (public) either. */
export function pathFitsAudience({ path, audience }: Pick<Endpoint, 'path' | 'audience'>) {
  if (audience === 'operator') return path.startsWith('/admin-api/');
  if (audience === 'member') return path.startsWith('/app-api/') || ROOT_MEMBER_PATHS.includes(path);
  return path.startsWith('/app-api/') || path.startsWith('/admin-api/');
}

export type InputOf<E> = E extends Endpoint<infer In, unknown> ? In : never;
export type OutputOf<E> = E extends Endpoint<unknown, infer Out> ? Out : never;

const endpoint =
  (method: HttpMethod) =>
  <In = void, Out = boolean>(
    path: string,
    audience: Audience = 'member',
    options: { inQuery?: true; inBody?: true; permission?: PermissionRequirement } = {},
  ): Endpoint<In, Out> => ({
    method,
    path,
    audience,
    ...options,
  });

/** A GET endpoint; `In` is its query (void: none), `Out` the `data` of its answer. */
export const getEndpoint = endpoint('GET');
/** A POST endpoint; `In` is its JSON body, `Out` the `data` of its answer (true by default: done). */
export const postEndpoint = endpoint('POST');
/** A PUT endpoint (the operator console's updates), input as the body. */
export const putEndpoint = endpoint('PUT');
/** A DELETE endpoint (the operator console's deletions), input as the query string (unless `inBody`). */
export const deleteEndpoint = endpoint('DELETE');

/**
 * What the server checks one endpoint against and documents it with. The input schema must accept
 * what the endpoint's callers send and the reply schema give what they expect, so the types and
 * the schemas cannot drift apart.
 */
export type EndpointSchema<E extends Endpoint> = {
  summary: string;
  input?: z.ZodType<unknown, InputOf<E>>;
} & (
  | { reply: z.ZodType<OutputOf<E>>; produces?: never }
  /** Answers this content type (a JPEG), not the JSON envelope; refusals are still the envelope. */
  | { produces: string; reply?: never }
);

/** Every endpoint of an area with its schemas, by the same names. */
export type EndpointSchemas<Area extends Record<string, Endpoint>> = { [K in keyof Area]: EndpointSchema<Area[K]> };

/**
 * An area of the API: its endpoints, and (for the server only, which imports the schemas) what
 * checks them. `tag` names the area in the OpenAPI reference.
 */
export interface ApiArea<Area extends Record<string, Endpoint> = Record<string, Endpoint>> {
  tag: string;
  endpoints: Area;
}
