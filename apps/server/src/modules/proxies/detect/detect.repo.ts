import { PROXY_DETECT_STATUS, type ProxyProtocol } from '@cloudphone/contract';
import { and, asc, eq, exists, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { phones, proxies } from '../../../db/schema.js';
import type { GeoLocation } from './geoip.js';

/** A proxy as detection reads it: the credentials still sealed, and what its phones were last given. */
export interface StoredProxy {
  id: number;
  protocol: ProxyProtocol;
  host: string;
  port: number;
  credentials: string;
  outboundIp: string | null;
  countryCode: string | null;
  timeZone: string | null;
}

const storedColumns = {
  id: proxies.id,
  protocol: proxies.protocol,
  host: proxies.host,
  port: proxies.port,
  credentials: proxies.credentials,
  outboundIp: proxies.outboundIp,
  countryCode: proxies.countryCode,
  timeZone: proxies.timeZone,
};
const asStored = (row: { protocol: string } & Omit<StoredProxy, 'protocol'>): StoredProxy => ({
  ...row,
  protocol: row.protocol as ProxyProtocol,
});

/** What detection writes back (issue 17): the outbound IP and its location, or why it failed. */
export function createDetectRepo(db: DbOrTx) {
  return {
    /** The member's proxies among `ids`; another member's (or a missing id) is simply absent. */
    async ownedBy(memberId: number, ids: readonly number[]): Promise<StoredProxy[]> {
      if (!ids.length) return [];
      const rows = await db
        .select(storedColumns)
        .from(proxies)
        .where(and(eq(proxies.memberId, memberId), inArray(proxies.id, [...ids])));
      return rows.map(asStored);
    },

    /**
     * Proxies bound to at least one phone whose last detection was at `before` or earlier (or that
     * were never detected), after `afterId` in id order: the re-detection sweep walks them in pages.
     */
    async dueForRedetection(before: Date, afterId: number, limit: number): Promise<StoredProxy[]> {
      const rows = await db
        .select(storedColumns)
        .from(proxies)
        .where(
          and(
            gt(proxies.id, afterId),
            or(isNull(proxies.detectTime), lte(proxies.detectTime, before)),
            exists(db.select({ one: phones.id }).from(phones).where(eq(phones.proxyId, proxies.id))),
          ),
        )
        .orderBy(asc(proxies.id))
        .limit(limit);
      return rows.map(asStored);
    },

    /** A detection that found the outbound IP: status available, the location as found (nulls where unknown). */
    async recordFound(id: number, ip: string, where: GeoLocation, at: Date): Promise<void> {
      await db
        .update(proxies)
        .set({
          detectStatus: PROXY_DETECT_STATUS.available,
          detectError: null,
          detectTime: at,
          outboundIp: ip,
          ...where,
        })
        .where(eq(proxies.id, id));
    },

    /**
     * A failed detection: status failed, with the message key saying why. The last IP and location
     * found stay, so that the list still shows where the proxy was when it last worked.
     */
    async recordFailed(id: number, errorKey: string, at: Date): Promise<void> {
      await db
        .update(proxies)
        .set({ detectStatus: PROXY_DETECT_STATUS.failed, detectError: errorKey, detectTime: at })
        .where(eq(proxies.id, id));
    },
  };
}
export type DetectRepo = ReturnType<typeof createDetectRepo>;
