import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, TOKEN_COOKIE } from '@cloudphone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ or dist/ of apps/server, both two levels below apps/.
  return path.resolve(here, '../../web/dist');
}

/**
 * index.html per public route with <link rel=modulepreload> for that page's chunks (listed by the
 * web build in route-preloads.json), so the browser fetches the page with the entry rather than
 * after the router's first render. Files index.html already links (the entry, its chunks and
 * styles) are not announced twice.
 */
export function withRoutePreloads(indexHtml: string, preloadsFile: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(preloadsFile)) return pages;
  const routes = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, { js: string[]; css: string[] }>;
  const linked = (file: string) => indexHtml.includes(`"/app/${file}"`);
  for (const [route, { js, css }] of Object.entries(routes)) {
    const links = [
      ...css.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/app/${file}">`),
      ...js.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/app/${file}">`),
    ].join('');
    pages.set(route, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}

type Prerendered = Record<string, Partial<Record<string, string>>>;

const ENTRY = /<script type="module" crossorigin src="(\/app\/assets\/[^"]+\.js)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/app\/([^"]+\.css)">/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/app\/assets\/[^"]+\.js)">\s*/g;

/**
 * A pre-rendered page's HTML that is painted before any script runs:
 * - its stylesheets inlined in one <style> (the sign-in pages' whole CSS is ~16 KB, ~4 KB
 *   compressed, all of it for the one screen they show); their links become preloads, which
 *   block nothing (a stylesheet link, even at the end of the body, holds up the parser and so the
 *   first paint), and the bundler's loader, adding a chunk's stylesheet later, finds it in the
 *   cache. A file whose CSS has relative url()s (they would resolve against the page) stays linked;
 * - no script or module preload for the parser: public/paint-first.js fetches the entry and the
 *   modules it needs (data-preload) once the first frame is on screen, so that frame shares the
 *   CPU with nothing.
 */
export function paintFirstHtml(html: string, readCss: (file: string) => string | undefined): string {
  const [head, body] = html.split('</head>') as [string, string];
  const inlined: string[] = [];
  const moved: string[] = [];
  const rest = head.replace(STYLESHEET, (link, file: string) => {
    const css = readCss(file);
    if (css === undefined || /url\(\s*(?!['"]?(?:data:|\/|https?:))/.test(css)) return link;
    inlined.push(css);
    moved.push(`<link rel="preload" as="style" crossorigin href="/app/${file}">`);
    return '';
  });
  const styled = inlined.length ? `${rest}<style>${inlined.join('\n')}</style>${moved.join('')}</head>${body}` : html;
  const modules: string[] = [];
  const unlinked = styled.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return '';
  });
  return unlinked.replace(ENTRY, (_tag, src: string) => {
    const preload = modules.filter((href) => href !== src).join(' ');
    return `<script defer src="/app/paint-first.js" data-entry="${src}" data-preload="${preload}"></script>`;
  });
}

const ROOT = '<div id="root"></div>';

/**
 * The HTML for a request: the route's page with its preloads and, for the sign-in pages the build
 * pre-rendered (dist/prerendered.json, per language), that page's markup inside #root for the
 * browser to hydrate. Pre-rendered markup is only for what the browser would render the same way:
 * no query string (links on the page carry it) and no session cookie (the guard redirects).
 */
export function pageHtml(
  { route, query, cookies }: { route: string; query: string; cookies: Record<string, string | undefined> },
  {
    indexHtml,
    routeHtml,
    prerendered,
    paintFirst = new Map(),
  }: { indexHtml: string; routeHtml: Map<string, string>; prerendered: Prerendered; paintFirst?: Map<string, string> },
): string {
  const html = routeHtml.get(route) ?? indexHtml;
  const wanted = cookies[LOCALE_COOKIE];
  const locale = LOCALES.find((l) => l === wanted) ?? DEFAULT_LOCALE;
  const markup = prerendered[route]?.[locale];
  if (!markup || query || cookies[TOKEN_COOKIE]) return html;
  return (paintFirst.get(route) ?? html).replace(ROOT, `<div id="root" data-prerendered="${locale}">${markup}</div>`);
}

function parseCookies(header: string | undefined): Record<string, string | undefined> {
  const out: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);

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
  const prerendered = readJson<Prerendered>(path.join(dist, 'prerendered.json'), {});
  // The pre-rendered pages with their styles inlined, so their first paint waits for no file.
  const readCss = (file: string) => {
    const at = path.join(dist, file);
    return at.startsWith(dist) && existsSync(at) ? readFileSync(at, 'utf8') : undefined;
  };
  const paintFirst = new Map(Object.keys(prerendered).map((route) => [route, paintFirstHtml(routeHtml.get(route) ?? indexHtml, readCss)]));
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/app/',
    wildcard: false,
    index: false,
    // The build's .br and .gz copies (scripts/precompress.mjs), chosen by Accept-Encoding with
    // Vary; they are not routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      // Hashed file names never change; everything else is revalidated.
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, query = ''] = request.url.split('?') as [string, string?];
    const route = pathname.replace(/^\/app/, '').replace(/\/$/, '');
    const html = pageHtml(
      { route, query, cookies: parseCookies(request.headers.cookie) },
      { indexHtml, routeHtml, prerendered, paintFirst },
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(html);
  };
  // A sign-in form submitted before its page hydrated posts here natively (the forms say
  // method=post so credentials never land in a URL); the body is dropped unread and the browser
  // goes back to the page.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post('/app/*', { schema: { hide: true } }, (request, reply) => reply.redirect(request.url, 303));
  app.get('/app/', { schema: { hide: true } }, sendIndex);
  app.get('/app/*', { schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404, not the page: a stale chunk must fail so the client reloads.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.status(404).send('Not found');
    return sendIndex(request, reply);
  });
}

export function defaultAdminDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../admin/dist');
}

/**
 * Serves the built operator console under /admin/ (apps/admin): its own entry and bundle, files as
 * for /app/ (hashed assets cached for a year, the build's .br/.gz copies), and index.html for every
 * other path (history-mode routes). Nothing is pre-rendered: its sign-in page is not a landing page.
 */
export async function adminStatic(app: FastifyInstance, { dist }: { dist: string }) {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/admin', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
    app.log.warn({ dist }, 'operator console is not built; run `npm run build`');
    app.get('/admin/*', { schema: { hide: true } }, (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The operator console is not built yet: run `npm run build` (npm start does it for you).'),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/admin/',
    // The member console's registration already decorated the reply with sendFile.
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  // The router ignores trailing slashes, so this route also answers /admin, which goes to /admin/
  // (the app's base; its router would otherwise start outside its basename).
  app.get('/admin/', { schema: { hide: true } }, (request, reply) =>
    request.url.split('?')[0] === '/admin' ? reply.redirect('/admin/') : sendIndex(request, reply),
  );
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
    // A missing asset is a 404, not the page: a stale chunk must fail so the client reloads.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) return reply.status(404).send('Not found');
    return sendIndex(request, reply);
  });
}
