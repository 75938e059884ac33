import type { ProxyDetectResult, ProxyRow } from '@cloudphone/contract';
import { useRef, useState } from 'react';
import { detectProxies, detectProxy } from '../api/proxies';
import { chunked } from '../proxy-rules';
import { useRefreshProxies } from './use-refresh-proxies';

/** Proxies one call of a batch detection takes: small, so the progress moves as results come in. */
export const DETECT_CHUNK = 10;

/** One proxy's detection: running (no result yet), then what it found or why it failed. */
export interface SingleDetection {
  proxy: ProxyRow;
  result: ProxyDetectResult | null;
}

/** A batch detection: the proxies, the results so far by id, whether it ended and whether it was stopped. */
export interface BatchDetection {
  proxies: ProxyRow[];
  results: Record<number, ProxyDetectResult>;
  isDone: boolean;
  isStopped: boolean;
}

/**
 * Detecting proxies after the member confirmed: one at a time with its result, or several in
 * calls of DETECT_CHUNK ids, one after another, so the dialog shows each result as it arrives
 * (the server detects a call's proxies a few at a time). Stopping sends no further call. A call the
 * server refuses is shown by the API client; its proxies count as failed. The list refreshes after.
 */
export function useDetection() {
  const refresh = useRefreshProxies();
  const [single, setSingle] = useState<SingleDetection | null>(null);
  const [batch, setBatch] = useState<BatchDetection | null>(null);
  const stop = useRef(false);

  const detectOne = (proxy: ProxyRow) => {
    setSingle({ proxy, result: null });
    detectProxy(proxy.id).then(
      (result) => {
        setSingle((current) => (current?.proxy.id === proxy.id ? { proxy, result } : current));
        refresh();
      },
      () => setSingle(null),
    );
  };

  const detectMany = async (proxies: ProxyRow[]) => {
    stop.current = false;
    setBatch({ proxies, results: {}, isDone: false, isStopped: false });
    for (const ids of chunked(
      proxies.map((p) => p.id),
      DETECT_CHUNK,
    )) {
      if (stop.current) break;
      const results = await detectProxies(ids).catch(() => [] as ProxyDetectResult[]);
      const failed = ids.filter((id) => !results.some((r) => r.id === id)).map(failedResult);
      setBatch(
        (current) =>
          current && {
            ...current,
            results: { ...current.results, ...Object.fromEntries([...results, ...failed].map((r) => [r.id, r])) },
          },
      );
    }
    setBatch((current) => current && { ...current, isDone: true, isStopped: stop.current });
    refresh();
  };

  return {
    single,
    batch,
    /** Detects one proxy or several; the caller has asked first. */
    detect: (proxies: ProxyRow[]) => (proxies.length === 1 ? detectOne(proxies[0]!) : void detectMany(proxies)),
    stopBatch: () => {
      stop.current = true;
    },
    closeSingle: () => setSingle(null),
    closeBatch: () => {
      stop.current = true;
      setBatch(null);
    },
  };
}

/** A proxy whose call failed as a whole (the API client showed why). */
const failedResult = (id: number): ProxyDetectResult => ({
  id,
  ok: false,
  msg: '',
  outboundIp: null,
  country: null,
  region: null,
  city: null,
  timeZone: null,
  longitude: null,
  latitude: null,
  detectTime: Date.now(),
});
