import type { ApiArea, Endpoint, EndpointSchema, EndpointSchemas, Locale, OutputOf } from '@cloudphone/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth, type Guard } from './authenticate.js';
import { ok, replies } from './envelope.js';
import { localeOf } from './error-handler.js';

/** What a member endpoint's handler is given: the checked input (query or body), the member, the language. */
export interface MemberCall<S extends EndpointSchema<Endpoint>> {
  input: S extends { input: infer I extends z.ZodType } ? z.output<I> : undefined;
  memberId: number;
  locale: Locale;
  request: FastifyRequest;
}

export type MemberHandlers<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>> = {
  [K in keyof Area]: (call: MemberCall<Schemas[K]>) => Promise<OutputOf<Area[K]>>;
};

/**
 * Serves every endpoint of a member area as the contract declares it: method, path, the input
 * and reply schemas (checked, and in the OpenAPI reference under the area's tag), the member
 * guard, and a handler that answers the envelope's `data`. An area's endpoints are served
 * together, so none is declared without being served. The guard runs as the request arrives, so a
 * caller who is not signed in is refused before the body is read or checked.
 */
export function serveMemberArea<Area extends Record<string, Endpoint>, Schemas extends EndpointSchemas<Area>>(
  app: FastifyInstance,
  { area, schemas, guard }: { area: ApiArea<Area>; schemas: Schemas; guard: Guard },
  handlers: MemberHandlers<Area, Schemas>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const name of Object.keys(area.endpoints) as Array<keyof Area & string>) {
    const endpoint = area.endpoints[name]!;
    const schema: EndpointSchema<Endpoint> = schemas[name];
    // The map's types tie each handler to its endpoint; here one loop serves them all.
    const handle = handlers[name] as unknown as (call: Omit<MemberCall<never>, 'input'> & { input: unknown }) => Promise<unknown>;
    if (endpoint.audience !== 'member' || !endpoint.path.startsWith('/app-api/'))
      throw new Error(`${endpoint.path}: not a member endpoint under /app-api`);
    const inQuery = endpoint.method === 'GET';
    r.route({
      method: endpoint.method,
      url: endpoint.path,
      onRequest: guard,
      schema: {
        tags: [area.tag],
        security: [{ bearer: [] }],
        summary: schema.summary,
        ...(schema.input ? { [inQuery ? 'querystring' : 'body']: schema.input } : {}),
        response: replies(schema.reply),
      },
      handler: async (request) =>
        ok(
          await handle({
            input: inQuery ? request.query : request.body,
            memberId: requireAuth(request).memberId,
            locale: localeOf(request),
            request,
          }),
        ),
    });
  }
}
