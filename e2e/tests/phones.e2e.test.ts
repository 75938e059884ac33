import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../src/fixture.js';
import { byTestId, clickInDialog, newContext, shot } from '../src/browser.js';
import { latestCode } from '../src/server.js';
import { DEMO, operatorToken, signedInPage } from '../src/session.js';
import { card, chooseFromCardMenu, runFromMenu, chooseMenuItem } from '../src/phone-menu.js';

// The simulator at 600× with a 100 ms tick: a 5-minute restart takes half a second.
// How the list, the recycle bin and the upload records look: member-screens.e2e.test.ts.
const e2e = useServerAndBrowser(() => ({ SIM_SPEED: '600', SIM_TICK_MS: '100', DEVICE_FAULTS: 'true' }));

interface Phone {
  id: number;
  owlId: string;
  alias: string;
  status: number;
  powerOn: boolean;
  accreditType: number | null;
  groupId: number | null;
}

async function post<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(`${e2e.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  expect(envelope, envelope.msg).toMatchObject({ code: 0 });
  return envelope.data;
}

async function demoToken() {
  const res = await fetch(`${e2e.server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The session of an open page: signing in again through the API would sign that page out (one session per member). */
async function tokenOf(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
}

/**
 * The demo member's phones as the list API has them (the demo data may change; tests pick what
 * they need). Pass the open page's token; without one it signs in, so call it before opening pages.
 */
async function demoPhones(token?: string): Promise<Phone[]> {
  const page = await post<{ list: Phone[] }>(
    '/app-api/trade/phone/app-page',
    { pageNo: 1, pageSize: 200, sortType: 3 },
    token ?? (await demoToken()),
  );
  return page.list;
}

/** Own running phones nobody else is using in this file: each test takes its own. */
const taken = new Set<number>();
async function takeRunningPhones(count: number) {
  const free = (await demoPhones())
    .filter((p) => p.status === 1 && p.powerOn && p.accreditType === null && !taken.has(p.id))
    .slice(0, count);
  expect(free.length, 'the demo member has enough running phones').toBe(count);
  free.forEach((p) => taken.add(p.id));
  return free;
}

const statusOf = (locator: Locator) => locator.getAttribute('data-status');

async function openList(opts: Parameters<typeof signedInPage>[2] = {}) {
  const page = await signedInPage(e2e.browser, e2e.server, opts);
  await page.goto(`${e2e.server.url}/app/index`);
  await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
  return page;
}

/** Records every data-status a card takes from now on (the page's own observer, so no change is missed). */
async function recordStatuses(page: Page, phoneId: number) {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const selector = `[data-testid="phone-card"][data-phone-id="${id}"]`;
    const note = () => {
      const status = document.querySelector(selector)?.getAttribute('data-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-status'],
      childList: true,
    });
  }, phoneId);
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

describe('cloud phone list', () => {
  it('reboots a phone from its card and shows 重启中 then 运行中 live, without a reload', async () => {
    const [phone] = await takeRunningPhones(1);
    const page = await openList();
    await card(page, phone!.id).waitFor();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const seen = await recordStatuses(page, phone!.id);

    await chooseFromCardMenu(page, phone!.id, 'reboot');
    // The confirmation says how long it takes.
    await expect.poll(() => byTestId(page, 'op-confirm').textContent()).toContain('约 5 分钟');
    await clickInDialog(byTestId(page, 'op-confirm-ok'));
    await byTestId(page, 'op-results').waitFor();
    await expect.poll(() => byTestId(page, 'op-results-summary').textContent()).toBe('成功 1 台，失败 0 台');
    await byTestId(page, 'op-results-close').click();

    // Back to running well before the 10 s fallback poll: the push channel brought it.
    await expect.poll(seen, { timeout: 8000 }).toEqual(['1', '2', '1']);
    expect(await card(page, phone!.id).getByTestId('phone-status').textContent()).toBe('运行中');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.context().close();
  });

  it('shows a running phone’s live screen on its card', async () => {
    const [phone] = await takeRunningPhones(1);
    const page = await openList({ storage: { 'phone-list-view': 'grid' } });
    const live = card(page, phone!.id).getByTestId('phone-live');
    await live.waitFor({ timeout: 15_000 });
    // A decoded picture of the phone's screen, portrait.
    const size = await live.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);
    expect(size).toEqual([135, 240]);
    await page.context().close();
  });

  it('lists a reboot in the phone’s operation history: what, who, when and how it ended', async () => {
    const [phone] = await takeRunningPhones(1);
    const page = await openList();
    await runFromMenu(page, phone!.id, 'reboot');
    await byTestId(page, 'op-results-close').click();
    await expect.poll(() => statusOf(card(page, phone!.id)), { timeout: 15_000 }).toBe('1');

    await chooseFromCardMenu(page, phone!.id, 'history');
    const history = byTestId(page, 'phone-history');
    await expect.poll(() => history.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
    expect(await history.textContent()).toContain(phone!.owlId);
    const newest = history.getByTestId('phone-history-entry').first();
    expect(await newest.getAttribute('data-kind')).toBe('reboot');
    // The reboot ends a moment later on the simulator; a running entry is asked for again until it has.
    await expect.poll(() => newest.getAttribute('data-state'), { timeout: 10_000 }).toBe('succeeded');
    expect(await newest.locator('.ph-history__action').textContent()).toBe('重启');
    expect(await newest.getByTestId('phone-history-state').textContent()).toBe('成功');
    expect(await newest.getByTestId('phone-history-actor').textContent()).toBe('我');
    expect(await newest.textContent()).toMatch(/开始 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}.*结束 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await shot(page, 'phones-history-zh');
    await page.context().close();
  });

  it('renames a phone in place: Enter saves, an empty name is refused', async () => {
    const [phone] = await takeRunningPhones(1);
    const page = await openList();
    const alias = card(page, phone!.id).getByTestId('phone-alias');
    await alias.click();
    const input = card(page, phone!.id).getByTestId('alias-input');
    await input.fill('');
    await input.press('Enter');
    await expect.poll(() => card(page, phone!.id).getByTestId('alias-error').textContent()).toBe('请输入云机名称');
    await input.fill('主力机');
    await input.press('Enter');
    await expect.poll(() => alias.textContent()).toBe('主力机');
    // The server has it too.
    const token = await tokenOf(page);
    await expect.poll(async () => (await demoPhones(token)).find((p) => p.id === phone!.id)?.alias).toBe('主力机');
    await page.reload();
    await card(page, phone!.id).getByTestId('phone-alias').waitFor();
    expect(await card(page, phone!.id).getByTestId('phone-alias').textContent()).toBe('主力机');
    await page.context().close();
  });

  it('finds exactly the phones of a batch search', async () => {
    const phones = (await demoPhones()).slice(0, 2);
    const page = await openList();
    await byTestId(page, 'batch-search-open').click();
    await byTestId(page, 'batch-search-input').fill(`${phones[0]!.owlId}\n${phones[1]!.owlId.toLowerCase()}\nCPNOSUCHPHONE`);
    await expect.poll(() => byTestId(page, 'batch-search-dialog').textContent()).toContain('已输入 3 项');
    await byTestId(page, 'batch-search-submit').click();
    await expect
      .poll(async () =>
        (await page.getByTestId('phone-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-phone-id')))).sort(),
      )
      .toEqual(phones.map((p) => String(p.id)).sort());
    expect(await byTestId(page, 'phone-search').inputValue()).toContain(phones[0]!.owlId);
    await page.context().close();
  });

  it('creates a group and moves a phone into it', async () => {
    const [phone] = await takeRunningPhones(1);
    const name = `分组${Date.now() % 10000}`;
    const page = await openList();
    await byTestId(page, 'group-create').click();
    await byTestId(page, 'name-dialog-input').fill('一二三四五六七八九十一');
    await byTestId(page, 'name-dialog-submit').click();
    await expect.poll(() => byTestId(page, 'name-dialog').textContent()).toContain('分组名称为 1-10 个字符');
    await byTestId(page, 'name-dialog-input').fill(name);
    await byTestId(page, 'name-dialog-submit').click();
    const group = byTestId(page, `group-${name}`);
    await expect.poll(() => group.textContent()).toContain('0');

    await card(page, phone!.id).getByTestId('phone-select').check();
    await expect.poll(() => byTestId(page, 'selected-count').textContent()).toBe('已选 1 台');
    await byTestId(page, 'batch-menu').click();
    await chooseMenuItem(page.locator('[data-testid="batch-moveGroup"]:visible'));
    await byTestId(page, `move-group-${name}`).click();
    await byTestId(page, 'move-group-submit').click();
    await expect.poll(() => group.textContent()).toContain('1');

    await group.click();
    await expect
      .poll(() => page.getByTestId('phone-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-phone-id'))))
      .toEqual([String(phone!.id)]);
    await page.context().close();
  });

  it('refuses a batch without a ticked phone', async () => {
    const page = await openList();
    await byTestId(page, 'batch-menu').click();
    await chooseMenuItem(page.locator('[data-testid="batch-reboot"]:visible'));
    await expect.poll(() => byTestId(page, 'toast-warning').textContent()).toContain('请勾选云手机');
    expect(await byTestId(page, 'op-confirm').count()).toBe(0);
    await page.context().close();
  });

  it('shows a failed factory reset with retry, and the retry brings the phone back', async () => {
    const [phone] = await takeRunningPhones(1);
    const token = await operatorToken(e2e.server);
    await post('/admin-api/devices/fault', { owlId: phone!.owlId, fault: { kind: 'fail-next', operation: 'reset' } }, token);
    const page = await openList();
    const seen = await recordStatuses(page, phone!.id);
    await runFromMenu(page, phone!.id, 'reset');
    await byTestId(page, 'op-results-close').click();
    // 重置中 (10 minutes simulated: a second here), then 重置失败 with its choices.
    await card(page, phone!.id).getByTestId('phone-retry').waitFor({ timeout: 15_000 });
    expect(await seen()).toEqual(['1', '4', '5']);
    expect(await card(page, phone!.id).getByTestId('phone-status').textContent()).toBe('重置失败');
    expect(await card(page, phone!.id).getByTestId('phone-enter').count()).toBe(1);
    await shot(page, 'phones-failed-reset-zh');

    await card(page, phone!.id).getByTestId('phone-retry').click();
    await expect.poll(() => byTestId(page, 'op-confirm').textContent()).toContain('将重新执行「恢复出厂」');
    await clickInDialog(byTestId(page, 'op-confirm-ok'));
    await byTestId(page, 'op-results').waitFor();
    await byTestId(page, 'op-results-close').click();
    await expect.poll(() => statusOf(card(page, phone!.id)), { timeout: 15_000 }).toBe('1');
    await page.context().close();
  });

  it('remembers the table view and the sort type', async () => {
    const page = await openList();
    await byTestId(page, 'sort').click();
    await page.locator('[data-testid="sort-2"]:visible').click();
    await byTestId(page, 'view-table').click();
    await byTestId(page, 'phone-table').waitFor();
    await page.reload();
    await byTestId(page, 'phone-table').waitFor();
    expect(await byTestId(page, 'sort').textContent()).toContain('名称');
    expect(await page.evaluate(() => [localStorage.getItem('sortType'), localStorage.getItem('phone-list-view')])).toEqual(['2', 'table']);
    const names = await page
      .getByTestId('phone-row')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid="phone-alias"]')?.textContent ?? ''));
    expect(names).toEqual([...names].sort());
    await page.context().close();
  });

  it('shows the rename error inside a table row, not clipped by it', async () => {
    // Any own phone can be renamed; nothing is saved (Esc at the end).
    const phone = (await demoPhones()).find((p) => p.accreditType === null);
    const page = await openList({ storage: { 'phone-list-view': 'table' } });
    const row = page.locator(`[data-testid="phone-row"][data-phone-id="${phone!.id}"]`);
    await row.getByTestId('phone-alias').click();
    await row.getByTestId('alias-input').fill('');
    await row.getByTestId('alias-input').press('Enter');
    const error = row.getByTestId('alias-error');
    await expect.poll(() => error.textContent()).toBe('请输入云机名称');
    // What is drawn at the middle of the message is the message itself (nothing covers or clips it).
    const isOnTop = await error.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
      return box.height > 0 && (hit === el || el.contains(hit));
    });
    expect(isOnTop).toBe(true);
    await row.getByTestId('alias-input').press('Escape');
    await page.context().close();
  });
});

/** Signs a phone number in by SMS through the API (a new number gets an account): its tokens. */
async function smsSignIn(phone: string) {
  await fetch(`${e2e.server.url}/app-api/member/captcha/sendSmsCode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, scene: 'login' }),
  });
  const code = await latestCode(e2e.server, phone);
  const res = await fetch(`${e2e.server.url}/app-api/member/auth/sms-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code }),
  });
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string; userId: number } }).data;
}

/** Puts a session where the console keeps it, in an open tab, as signing in there does. */
async function useSession(page: Page, session: Awaited<ReturnType<typeof smsSignIn>>) {
  await page.context().addCookies([{ name: 'Admin-Token', value: session.accessToken, domain: '127.0.0.1', path: '/' }]);
  await page.evaluate((s) => {
    localStorage.setItem('refresh-token', s.refreshToken);
    localStorage.setItem('user-id', String(s.userId));
  }, session);
}

describe('trial phone', () => {
  it('is on the list of every new member, also one signed up in a tab another new member used before', async () => {
    const context = await newContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/app/login`);
    const cardsOf = async (session: Awaited<ReturnType<typeof smsSignIn>>) => {
      await useSession(page, session);
      await page.goto(`${e2e.server.url}/app/index`);
      await page.locator('[data-testid="phone-list"][data-state="ready"]').waitFor();
      await expect.poll(() => page.getByTestId('phone-card').count()).toBe(1);
      return page.getByTestId('phone-card').first().getAttribute('data-owl-id');
    };
    const first = await cardsOf(await smsSignIn('13766667777'));
    // Same tab (same sessionStorage), another new member.
    const second = await cardsOf(await smsSignIn('13766668888'));
    expect(second).not.toBe(first);
    await context.close();
  });
});

describe('recycle bin', () => {
  it('lists expired phones with their release countdown and a renew button', async () => {
    const page = await signedInPage(e2e.browser, e2e.server);
    await page.goto(`${e2e.server.url}/app/index`);
    await byTestId(page, 'open-recycle-bin').click();
    await page.waitForURL(/\/app\/recycleBin$/);
    await byTestId(page, 'recycle-row').first().waitFor();
    expect(await byTestId(page, 'recycle-release').first().textContent()).toMatch(/后释放.*可在 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前续费/);
    await shot(page, 'recycle-bin-zh');
    await byTestId(page, 'recycle-renew').first().click();
    await page.waitForURL(/\/app\/renewManage\?phoneId=\d+$/);
    await page.context().close();
  });
});
