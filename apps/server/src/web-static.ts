import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ or dist/ of apps/server, both two levels below apps/.
  return path.resolve(here, '../../web/dist');
}

/**
 * index.html per public route with <link rel=modulepreload> for that page's chunks (listed by the
 * web build in route-preloads.json), so the browser fetches the page with the entry rather than
 * after the router's first render.
 */
export function withRoutePreloads(indexHtml: string, preloadsFile: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(preloadsFile)) return pages;
  const routes = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  for (const [route, { js, css }] of Object.entries(routes)) {
    const links = [
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/app/${file}">`),
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/app/${file}">`),
    ].join('');
    pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

/** Serves the built console under /app/ with a history-mode fallback to index.html. */
export async function webStatic(app: FastifyInstance, { dist }: { dist: string }) {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/'));
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web console is not built; run `npm run build`');
    app.get('/app/*', { schema: { hide: true } }, (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web console is not built yet: run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routeHtml = withRoutePreloads(indexHtml, path.join(dist, 'route-preloads.json'));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/app/',
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Hashed file names never change; everything else is revalidated.
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (request: { url: string }, reply: FastifyReply) => {
    const route = request.url
      .split('?')[0]!
      .replace(/^\/app/, '')
      .replace(/\/$/, '');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(routeHtml.get(route) ?? indexHtml);
  };
  app.get('/app/', { schema: { hide: true } }, sendIndex);
  app.get('/app/*', { schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404, not the page: a stale chunk must fail so the client reloads.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.status(404).send('Not found');
    return sendIndex(request, reply);
  });
}
