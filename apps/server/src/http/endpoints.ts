import {
  inputInPath,
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
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { permissionGuard, requireAuth, requireOperator, type Guard } from './authenticate.js';
import { ok, replies } from './envelope.js';
import { localeOf } from './error-handler.js';
import { JsonText } from './json-text.js';

type InputOfSchema<S> = S extends { input: infer I extends z.ZodType } ? z.output<I> : undefined;

/** What every handler is given: the checked input (query or body) and the request's language. */
interface Call<S> {
  input: InputOfSchema<S>;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
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
  /** The row a write changes or removes, as it was: the audit log shows it beside the input. */
  auditBefore(row: unknown): void;
}

type CallOf<S, A extends Audience> = A extends 'member' ? MemberCall<S> : A extends 'operator' ? OperatorCall<S> : Call<S>;
type Handlers<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>, A extends Audience> = {
  [K in keyof Area]: (
    call: CallOf<Schemas[K], A>,
  ) => Promise<Schemas[K] extends { produces: string } ? Uint8Array | Readable : OutputOf<Area[K]> | JsonText<OutputOf<Area[K]>>>;
};

/** Server policy the contract does not carry, for one endpoint. */
export interface RouteExtras {
  /** The route's own config (its rate limit). */
  config?: FastifyContextConfig;
  /** Checks after the guard, before the body is read (an upload's per-member rate). */
  preHandler?: preHandlerHookHandler;
  /** Its own deadline instead of the server's (an upload may take longer). */
  handlerTimeout?: number;
  /** Content types other than JSON it takes (multipart/form-data), for the reference. */
  consumes?: string[];
}

interface Served<Area extends Record<string, Endpoint>, Schemas> {
  area: ApiArea<Area>;
  schemas: Schemas;
  routes?: Partial<Record<keyof Area, RouteExtras>>;
}

/**
 * Serves every endpoint of an area as the contract declares it (decision 020): method, path, the
 * input and reply schemas (checked, and in the OpenAPI reference under the area's tag), the guard,
 * and a handler that answers the envelope's `data`. An area's endpoints are served together, so
 * none is declared without being served. A caller who is not signed in is refused before the
 * body is read or checked.
 */
function serveArea(
  app: FastifyInstance,
  audience: Audience,
  guard: Guard | undefined,
  { area, schemas, routes = {} }: Served<Record<string, Endpoint>, Record<string, EndpointSchema<Endpoint>>>,
  handlers: Record<string, (call: Call<unknown> & { memberId?: number; operatorId?: number; sessionId?: number }) => Promise<unknown>>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, endpoint] of Object.entries(area.endpoints)) {
    const schema = schemas[name]!;
    const handle = handlers[name]!;
    if (endpoint.audience !== audience || !pathFitsAudience(endpoint))
      throw new Error(`${endpoint.path}: not a ${audience} endpoint, or not under its prefix`);
    const from = inputInPath(endpoint) ? 'params' : inputInQuery(endpoint) ? 'query' : 'body';
    const { consumes, config, ...extras } = routes[name] ?? {};
    const permission = audience === 'operator' ? endpoint.permission : undefined;
    if (audience === 'operator' && !permission) throw new Error(`${endpoint.path}: an operator endpoint names its permission`);
    const allowed = permission ? permissionGuard(permission) : undefined;
    r.route({
      method: endpoint.method,
      url: endpoint.path,
      // Before the body is read, and after a route's per-address rate limit (an onRequest hook), so a
      // flood of requests costs no session lookup. An operator without the permission gets 403 there.
      ...(guard
        ? {
            preParsing: async (request: FastifyRequest, reply: FastifyReply) => {
              await guard(request, reply);
              await allowed?.(request, reply);
            },
          }
        : {}),
      ...(config || permission ? { config: { ...config, ...(permission ? { permission } : {}) } } : {}),
      ...extras,
      schema: {
        tags: [area.tag],
        ...(consumes ? { consumes } : {}),
        ...(schema.produces ? { produces: [schema.produces] } : {}),
        ...(guard ? { security: [{ bearer: [] }] } : {}),
        summary: schema.summary,
        ...(schema.input ? { [from === 'query' ? 'querystring' : from]: schema.input } : {}),
        ...(schema.reply ? { response: replies(schema.reply) } : {}),
      },
      handler: async (request, reply) => {
        const call = { input: request[from] as undefined, locale: localeOf(request), request, reply };
        const data = await handle(
          audience === 'member'
            ? { ...call, ...requireAuth(request) }
            : audience === 'operator'
              ? { ...call, ...operatorOf(request) }
              : call,
        );
        if (schema.produces) return reply.type(schema.produces).send(data);
        // Already JSON (the phone list, written by the database): put in the envelope as it is. The
        // reply schema types the value the text stands for; a string is sent without serialising.
        if (data instanceof JsonText)
          return reply.type('application/json; charset=utf-8').send(`{"code":0,"data":${data.text},"msg":""}` as never);
        return ok(data);
      },
    });
  }
}

function operatorOf(request: FastifyRequest) {
  const { operatorId, sessionId } = requireOperator(request);
  return {
    operatorId,
    sessionId,
    auditBefore: (row: unknown) => {
      request.auditBefore = row;
    },
  };
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
