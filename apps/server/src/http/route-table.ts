import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Every route the app registers, as it registered it (method, url, schema, websocket flag), so a
 * test can walk all of them and a route added later is covered without naming it anywhere.
 */
export function collectRoutes(app: FastifyInstance): readonly RouteOptions[] {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  return routes;
}
