import {
  inputInQuery,
  pathFitsAudience,
  type ApiArea,
  type Audience,
  type Endpoint,
  type EndpointSchema,
  type EndpointSchemas,
  type Locale,
  type OutputOf,
} from '@cloudphone/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth, requireOperator, type Guard } from './authenticate.js';
import { ok, replies } from './envelope.js';
import { localeOf } from './error-handler.js';

type InputOfSchema<S> = S extends { input: infer I extends z.ZodType } ? z.output<I> : undefined;

/** What every handler is given: the checked input (query or body) and the request's language. */
interface Call<S> {
  input: InputOfSchema<S>;
  locale: Locale;
  request: FastifyRequest;
}
/** A member endpoint's handler is also given the signed-in member. */
export interface MemberCall<S> extends Call<S> {
  memberId: number;
  sessionId: number;
}
/** An operator endpoint's handler is also given the signed-in operator. */
export interface OperatorCall<S> extends Call<S> {
  operatorId: number;
  sessionId: number;
}

type CallOf<S, A extends Audience> = A extends 'member' ? MemberCall<S> : A extends 'operator' ? OperatorCall<S> : Call<S>;
type Handlers<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>, A extends Audience> = {
  [K in keyof Area]: (call: CallOf<Schemas[K], A>) => Promise<OutputOf<Area[K]>>;
};

interface Served<Area extends Record<string, Endpoint>, Schemas> {
  area: ApiArea<Area>;
  schemas: Schemas;
  /** Server policy the contract does not carry, per endpoint (a route's own rate limit). */
  config?: Partial<Record<keyof Area, FastifyContextConfig>>;
}

/**
 * Serves every endpoint of an area as the contract declares it (decision 020): method, path, the
 * input and reply schemas (checked, and in the OpenAPI reference under the area's tag), the guard,
 * and a handler that answers the envelope's `data`. An area's endpoints are served together, so
 * none is declared without being served. The guard runs as the request arrives, so a caller who
 * is not signed in is refused before the body is read or checked.
 */
function serveArea(
  app: FastifyInstance,
  audience: Audience,
  guard: Guard | undefined,
  { area, schemas, config = {} }: Served<Record<string, Endpoint>, Record<string, EndpointSchema<Endpoint>>>,
  handlers: Record<string, (call: Call<unknown> & { memberId?: number; operatorId?: number; sessionId?: number }) => Promise<unknown>>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, endpoint] of Object.entries(area.endpoints)) {
    const schema = schemas[name]!;
    const handle = handlers[name]!;
    if (endpoint.audience !== audience || !pathFitsAudience(endpoint))
      throw new Error(`${endpoint.path}: not a ${audience} endpoint, or not under its prefix`);
    const inQuery = inputInQuery(endpoint);
    r.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(guard ? { onRequest: guard } : {}),
      ...(config[name] ? { config: config[name] } : {}),
      schema: {
        tags: [area.tag],
        ...(guard ? { security: [{ bearer: [] }] } : {}),
        summary: schema.summary,
        ...(schema.input ? { [inQuery ? 'querystring' : 'body']: schema.input } : {}),
        response: replies(schema.reply),
      },
      handler: async (request) => {
        const call = { input: (inQuery ? request.query : request.body) as undefined, locale: localeOf(request), request };
        if (audience === 'member') return ok(await handle({ ...call, ...requireAuth(request) }));
        if (audience === 'operator') return ok(await handle({ ...call, ...requireOperator(request) }));
        return ok(await handle(call));
      },
    });
  }
}

/** Serves a member area (under /app-api, behind the member guard); handlers get `memberId`. */
export function serveMemberArea<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>>(
  app: FastifyInstance,
  guard: Guard,
  served: Served<Area, Schemas>,
  handlers: Handlers<Area, Schemas, 'member'>,
) {
  // The map's types tie each handler to its endpoint; one loop serves them all.
  serveArea(app, 'member', guard, served as never, handlers as never);
}

/** Serves an operator area (under /admin-api, behind the operator guard); handlers get `operatorId`. */
export function serveOperatorArea<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>>(
  app: FastifyInstance,
  guard: Guard,
  served: Served<Area, Schemas>,
  handlers: Handlers<Area, Schemas, 'operator'>,
) {
  serveArea(app, 'operator', guard, served as never, handlers as never);
}

/** Serves a public area: no guard, nothing about the caller. */
export function servePublicArea<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>>(
  app: FastifyInstance,
  served: Served<Area, Schemas>,
  handlers: Handlers<Area, Schemas, 'public'>,
) {
  serveArea(app, 'public', undefined, served as never, handlers as never);
}
