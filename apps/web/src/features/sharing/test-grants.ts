import type { AccreditedRow, AccreditRow } from '@cloudphone/contract';
import { vi } from 'vitest';
import { jsonResponse } from '../../shared/testing/stub-fetch';

/** Test data and a fake server for the authorization lists. */

const DAY = 86_400_000;
export const CREATED = new Date(2031, 0, 2, 3, 4, 5).getTime();

export function grantRow(relationId: number, overrides: Partial<AccreditRow> = {}): AccreditRow {
  return {
    phoneId: relationId + 100,
    owlId: `CP${String(relationId).padStart(10, '0')}`,
    phoneAlias: `挂机 ${relationId}`,
    phoneTags: [],
    subMemberPhone: '13900139000',
    accreditType: 1,
    accredit: true,
    createTime: CREATED,
    expireTime: CREATED + 30 * DAY,
    businessStatus: 1,
    relationId,
    ...overrides,
  };
}

export function receivedRow(relationId: number, overrides: Partial<AccreditedRow> = {}): AccreditedRow {
  const { subMemberPhone: _, ...row } = grantRow(relationId);
  return { ...row, memberPhone: '13800138000', ...overrides };
}

export const SHARING_PATHS = {
  granted: '/app-api/trade/phone-accredit/accredit-phone-list',
  received: '/app-api/trade/phone-accredit/accredited-phone-list',
  update: '/app-api/trade/phone-accredit/update',
  recall: '/app-api/trade/phone-accredit/recall',
  recallBatch: '/app-api/trade/phone-accredit/recall-batch',
};

export interface Sent {
  path: string;
  /** The query string's parameters (GET). */
  query: Record<string, string>;
  body: unknown;
}

/** The server behind the real API client: each path answers its handler's data; returns what was asked, in order. */
export function serveSharing(handlers: Record<string, (sent: Sent) => unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = '', search = ''] = url.split('?');
      const request: Sent = {
        path,
        query: Object.fromEntries(new URLSearchParams(search)),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(request);
      const handler = handlers[path];
      if (!handler) return jsonResponse({ code: 404, data: null, msg: `no handler for ${path}` });
      return jsonResponse({ code: 0, data: handler(request), msg: '' });
    }),
  );
  return { sent, to: (path: string) => sent.filter((s) => s.path === path) };
}
