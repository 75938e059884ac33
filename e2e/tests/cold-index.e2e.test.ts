import { describe, expect, it } from 'vitest';
import { byTestId } from '../src/browser.js';
import { useServerAndBrowser } from '../src/fixture.js';
import { signedInPage } from '../src/session.js';

const e2e = useServerAndBrowser();

/** What a cold /index needs besides the member (GET /getInfo). */
const OTHERS = ['/getRouters', '/app-api/trade/phone/app-page', '/app-api/trade/phone-tag/phone-tree-v2', '/app-api/trade/phone-tag/page'];

describe('a cold /app/index', () => {
  it('asks for the member, the menus and the phone list side by side, each once', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    const asked: string[] = [];
    let allAsked = () => {};
    const othersAsked = new Promise<void>((resolve) => (allAsked = resolve));
    page.on('request', (request) => {
      asked.push(new URL(request.url()).pathname);
      if (OTHERS.every((p) => asked.includes(p))) allAsked();
    });
    // The member's answer is held until the other requests are out. Asked one after another, the
    // menus and the list would wait for it and never go out: the 20 s are a bound on that deadlock,
    // so it fails below naming what was missing; a page that asks side by side is released at once.
    let askedBeforeMember: string[] = [];
    await page.route('**/getInfo', async (route) => {
      let bound: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([othersAsked, new Promise((resolve) => (bound = setTimeout(resolve, 20_000)))]);
      clearTimeout(bound);
      askedBeforeMember = [...asked];
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/app/index`);
    await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
    await byTestId(page, 'member-phone').waitFor();
    expect(askedBeforeMember).toEqual(expect.arrayContaining(OTHERS));
    // The pages took the answers sent early instead of asking again.
    for (const p of ['/getInfo', ...OTHERS])
      expect(
        asked.filter((a) => a === p),
        p,
      ).toHaveLength(1);
    await page.context().close();
  });
});
