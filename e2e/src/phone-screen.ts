import type { Page } from 'playwright-core';
import { byTestId } from './browser.js';
import { DEMO } from './session.js';
import type { TestServer } from './server.js';

/** The fields of a list row the play and group-control tests read. */
export type DemoPhone = { id: number; owlId: string; status: number; powerOn: boolean; accreditType: number | null; authorized: boolean };

/** The demo member's phones as the list has them, newest first (a fresh sign-in: call before opening pages). */
export async function demoPhones(server: TestServer): Promise<DemoPhone[]> {
  const login = await fetch(`${server.url}/app-api/member/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const res = await fetch(`${server.url}/app-api/trade/phone/app-page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageNo: 1, pageSize: 200, sortType: 3 }),
  });
  return ((await res.json()) as { data: { list: DemoPhone[] } }).data.list;
}

/** The demo member's own running phones, newest first. */
export async function runningDemoPhones(server: TestServer): Promise<DemoPhone[]> {
  return (await demoPhones(server)).filter((p) => p.status === 1 && p.powerOn && p.accreditType === null);
}

/** Clicks a point of the played phone's screen in 0..1 screen coordinates (the picture is letterboxed in the canvas box). */
export async function tapScreen(page: Page, x: number, y: number) {
  const point = await byTestId(page, 'play-canvas').evaluate(
    (el, [u, v]) => {
      const canvas = el as HTMLCanvasElement;
      const box = canvas.getBoundingClientRect();
      const scale = Math.min(box.width / canvas.width, box.height / canvas.height);
      const w = canvas.width * scale;
      const h = canvas.height * scale;
      return { x: box.left + (box.width - w) / 2 + u! * w, y: box.top + (box.height - h) / 2 + v! * h };
    },
    [x, y],
  );
  await page.mouse.click(point.x, point.y);
}

/** Mean brightness (0..255) of a square of the played screen around a normalised point (`half` of the width each way). */
export const brightnessAt = (page: Page, at: { x: number; y: number }, half = 0.04) =>
  byTestId(page, 'play-canvas').evaluate(
    (el, [x, y, h]) => {
      const canvas = el as HTMLCanvasElement;
      const side = Math.max(1, Math.round(2 * h! * canvas.width));
      const box = canvas
        .getContext('2d')!
        .getImageData(Math.round(x! * canvas.width - side / 2), Math.round(y! * canvas.height - side / 2), side, side);
      let sum = 0;
      for (let i = 0; i < box.data.length; i += 4) sum += (box.data[i]! + box.data[i + 1]! + box.data[i + 2]!) / 3;
      return sum / (box.data.length / 4);
    },
    [at.x, at.y, half],
  );
