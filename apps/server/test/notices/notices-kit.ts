import type { NotifyMessage, PageResult } from '@cloudphone/contract';
import { asc, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { notifyMessages } from '../../src/db/schema.js';
import type { Harness } from '../kit/harness.js';
import { bearer } from '../kit/members.js';

/** Calls of the message center (noticesApi) as a member, in a language. */
export function noticesKit(t: Harness) {
  const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
  return {
    page: (token: string, query = '') =>
      t.call<PageResult<NotifyMessage>>({ method: 'GET', url: `/app-api/system/notify-message/my-page${query}`, headers: as(token) }),
    info: (token: string, id: number | string, lang = 'zh-CN') =>
      t.call<NotifyMessage>({ method: 'GET', url: `/app-api/system/notify-message/info/${id}`, headers: as(token, lang) }),
    updateRead: (token: string, ids: unknown, lang = 'zh-CN') =>
      t.call<number>({ method: 'POST', url: '/app-api/system/notify-message/update-read', payload: { ids }, headers: as(token, lang) }),
    updateAllRead: (token: string) =>
      t.call<number>({ method: 'POST', url: '/app-api/system/notify-message/update-all-read', headers: as(token) }),
    remove: (token: string, ids: unknown, lang = 'zh-CN') =>
      t.call<number>({
        method: 'DELETE',
        url: '/app-api/system/notify-message/removeNotifyMessage',
        payload: { ids },
        headers: as(token, lang),
      }),
    unread: async (token: string) =>
      (await t.call<number>({ method: 'GET', url: '/app-api/system/notify-message/get-unread-count', headers: as(token) })).data,
    countNoRead: async (token: string) =>
      (await t.call<number>({ method: 'GET', url: '/app-api/system/noticeRecord/countNoRead', headers: as(token) })).data,

    /** Writes messages straight into the member's box, `minutesAgo` apart so the order is known. */
    async seed(memberId: number, titles: string[], type = 1) {
      const now = t.clock.now().getTime();
      const rows = await t.deps.db
        .insert(notifyMessages)
        .values(
          titles.map((title, i) => ({
            memberId,
            type,
            title,
            content: `<p>${title}</p>`,
            createdAt: new Date(now - (titles.length - i) * 60_000),
          })),
        )
        .returning({ id: notifyMessages.id });
      return rows.map((r) => r.id);
    },
    /** The member's rows as stored: what a refused call must leave as it was. */
    rows: (memberId: number) =>
      t.deps.db.select().from(notifyMessages).where(eq(notifyMessages.memberId, memberId)).orderBy(asc(notifyMessages.id)),
  };
}

/** The bell's socket: collects the unread counts it pushes. */
export function bell(baseUrl: string, userId: number, token: string) {
  const counts: number[] = [];
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/prod-api/api/websocket/notice/${userId}/0?token=${token}`);
  socket.on('message', (raw) => counts.push((JSON.parse(raw.toString()) as { data: number }).data));
  return {
    counts,
    /** Waits until the bell has shown `count` (the latest push). */
    async shows(count: number) {
      for (let i = 0; i < 100 && counts.at(-1) !== count; i++) await new Promise((r) => setTimeout(r, 50));
      return counts.at(-1);
    },
    close: () => socket.close(),
  };
}
