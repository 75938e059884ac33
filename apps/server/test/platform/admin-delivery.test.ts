import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/precompress.mjs';
import { createHarness, type Harness } from '../kit/harness.js';

/** Two built consoles in miniature, each with its own entry, so a mix-up between them shows. */
function fakeDist(base: '/app/' | '/admin/', entry: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'cp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>${base}</title><script type="module" crossorigin src="${base}assets/${entry}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', entry), `export const words = ${JSON.stringify('operator console '.repeat(300))};\n`);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompress(dist);
  return dist;
}

describe('the operator console at /admin/', () => {
  let w: Harness;
  let adminDist: string;
  beforeAll(async () => {
    adminDist = fakeDist('/admin/', 'admin-a1.js');
    w = await createHarness({ WEB_DIST: fakeDist('/app/', 'web-w1.js'), ADMIN_DIST: adminDist });
  });
  afterAll(() => w.close());

  const get = (url: string, acceptEncoding?: string) =>
    w.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends its own index.html for every route, and /admin goes to /admin/', async () => {
    for (const url of ['/admin/', '/admin/login', '/admin/feedback?replied=false', '/admin/members/12']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('/admin/assets/admin-a1.js');
      expect(page.body).not.toContain('web-w1.js');
    }
    const bare = await get('/admin');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
  });

  it("sends hashed files from the build's brotli copy, cached for a year; a missing file is a 404", async () => {
    const file = path.join(adminDist, 'assets', 'admin-a1.js');
    const br = await get('/admin/assets/admin-a1.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(readFileSync(file))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/admin/favicon.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/admin/assets/gone-x1.js')).statusCode).toBe(404);
    expect((await get('/admin/assets/admin-a1.js.br', 'br')).statusCode).toBe(404);
  });

  it("leaves the member console's serving as it was", async () => {
    const page = await get('/app/login');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/app/assets/web-w1.js');
    expect(page.body).not.toContain('admin-a1.js');
    expect((await get('/app/assets/admin-a1.js')).statusCode).toBe(404);
    expect((await get('/app/assets/web-w1.js')).statusCode).toBe(200);
  });

  it('answers 503 with a hint while the operator console is not built', async () => {
    const empty = await createHarness({ ADMIN_DIST: mkdtempSync(path.join(tmpdir(), 'cp-empty-')) });
    try {
      const page = await empty.app.inject({ method: 'GET', url: '/admin/feedback' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toMatch(/npm run build/);
    } finally {
      await empty.close();
    }
  });
});
