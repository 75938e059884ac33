import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createHarness, type Harness } from '../kit/harness.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built console in miniature: an entry the HTML links, a page chunk, a stylesheet, an icon. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>console</title>' +
      `<meta name="description" content="${'cloud phone console '.repeat(60)}">` +
      '<script type="module" crossorigin src="/app/assets/index-e1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/app/assets/react-r1.js">' +
      '<link rel="stylesheet" crossorigin href="/app/assets/index-c1.css">' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      '/login': {
        js: ['assets/login-p1.js', 'assets/react-r1.js', 'assets/index-e1.js'],
        css: ['assets/index-c1.css', 'assets/login-c2.css'],
      },
    }),
  );
  // The markup is over the 1 KB threshold, as the real sign-in page is.
  const form = `<form>${'<label>phone</label><input name="phone">'.repeat(60)}</form>`;
  writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ '/login': { 'zh-CN': form } }));
  writeFileSync(path.join(dist, 'assets', 'index-e1.js'), `export const words = ${JSON.stringify('cloud phone '.repeat(400))};\n`);
  writeFileSync(path.join(dist, 'assets', 'tiny-t1.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'assets', 'index-c1.css'), `:root{--cp-primary:#409eff}.ok{background:url("data:image/svg+xml,x")}`);
  writeFileSync(path.join(dist, 'assets', 'login-c2.css'), '.auth-card{padding:24px}');
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
  precompress(dist);
  return dist;
}

describe('what the server sends, and how small', () => {
  let w: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    w = await createHarness({ WEB_DIST: dist });
  });
  afterAll(() => w.close());

  const get = (url: string, acceptEncoding?: string) =>
    w.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it("sends a hashed file's build-time brotli or gzip copy as it is, cached for a year", async () => {
    const file = path.join(dist, 'assets', 'index-e1.js');
    const br = await get('/app/assets/index-e1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(readFileSync(file))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);

    const gz = await get('/app/assets/index-e1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(readFileSync(file))).toBe(true);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/app/assets/index-e1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('sends small files from their copies too, and never the copies as files of their own', async () => {
    const tiny = await get('/app/assets/tiny-t1.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(tiny.rawPayload).toString()).toBe('export {};\n');
    expect((await get('/app/assets/index-e1.js.br', 'br')).statusCode).toBe(404);
    expect((await get('/app/assets/index-e1.js.gz')).statusCode).toBe(404);
  });

  it('revalidates files whose names carry no hash', async () => {
    const icon = await get('/app/favicon.svg', 'br');
    expect(icon.headers['content-encoding']).toBe('br');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the HTML, which is revalidated on every visit', async () => {
    for (const url of ['/app/login', '/app/index']) {
      const plain = await get(url);
      const br = await get(url, 'br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers['vary']).toMatch(/cookie/i);
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    }
    expect((await get('/app/login')).body).toContain('<form>');
  });

  it('announces each file once in the HTML of a public page', async () => {
    // Pre-rendered (as sent to a first visit) and not (a query string).
    for (const url of ['/app/login', '/app/login?redirect=%2Findex']) {
      const html = (await get(url)).body;
      for (const file of ['index-e1.js', 'react-r1.js', 'login-p1.js', 'index-c1.css', 'login-c2.css'])
        expect(html.split(`/app/assets/${file}`).length - 1, `${url} ${file}`).toBe(1);
    }
    expect((await get('/app/login?redirect=%2Findex')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/app/assets/login-p1.js">',
    );
  });

  it('sends a pre-rendered page that paints before its scripts and stylesheets arrive', async () => {
    const html = (await get('/app/login')).body;
    const [head, body] = html.split('</head>') as [string, string];
    // The page's styles in the head; their files only preloaded, for the bundler's loader.
    expect(head).toContain(
      '<style>:root{--cp-primary:#409eff}.ok{background:url("data:image/svg+xml,x")}\n.auth-card{padding:24px}</style>',
    );
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/app/assets/index-c1.css">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/app/assets/login-c2.css">');
    expect(body).toContain('</form>');
    // The entry and the page's modules are fetched once the first frame is on screen.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(head).toContain(
      '<script defer src="/app/paint-first.js" data-entry="/app/assets/index-e1.js" data-preload="/app/assets/react-r1.js /app/assets/login-p1.js"></script>',
    );
    // Pages the browser renders itself keep the entry and stylesheets as the build wrote them.
    for (const url of ['/app/login?redirect=%2Findex', '/app/index']) {
      const plain = (await get(url)).body;
      expect(plain).toContain('<script type="module" crossorigin src="/app/assets/index-e1.js"></script>');
      expect(plain.split('</head>')[0]).toContain('<link rel="stylesheet" crossorigin href="/app/assets/index-c1.css">');
      expect(plain).not.toContain('<style>');
      expect(plain).not.toContain('paint-first.js');
    }
  });

  it('compresses API JSON from 1 KB on, and leaves smaller answers as they are', async () => {
    const big = await get('/app-api/docs/json', 'gzip, br');
    expect(big.headers['content-type']).toMatch(/application\/json/);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(big.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toHaveProperty('openapi');
    expect((await get('/app-api/docs/json', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/app-api/docs/json')).headers['content-encoding']).toBeUndefined();

    const small = await get('/app-api/system/front/global-config', 'gzip, br');
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });
});
