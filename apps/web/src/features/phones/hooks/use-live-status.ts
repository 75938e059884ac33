import { useQueryClient } from '@tanstack/react-query';
import { PHONE_BATCH_MAX, type PhoneRow } from '@cloudphone/contract';
import { useEffect, useRef } from 'react';
import { subscribePhoneStatus } from '../../../shared/realtime/push-events';
import { queryStatus } from '../api/query-status';
import { applyPhoneStatus } from '../phone-cache';
import { isTransitional } from '../phone-status';

/** The fallback poll's period (the push channel is the main source). */
export const STATUS_POLL_MS = 10_000;
/** Phones asked per tick at most (three requests of 30). */
const POLL_MAX = PHONE_BATCH_MAX * 3;

/**
 * Keeps the cached rows' statuses live: every `phone-status` push is applied in place at once,
 * and every 10 s the phones still in a transitional state are asked for (query-status), in case
 * a push was missed (socket reconnecting, another node). Nothing is polled while none is busy
 * or the tab is hidden.
 */
export function useLiveStatus(rows: readonly PhoneRow[]) {
  const queryClient = useQueryClient();
  const latest = useRef(rows);
  useEffect(() => {
    latest.current = rows;
  }, [rows]);

  useEffect(() => subscribePhoneStatus((event) => void applyPhoneStatus(queryClient, event)), [queryClient]);

  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      const busy = latest.current.filter((row) => isTransitional(row.status)).slice(0, POLL_MAX);
      for (let i = 0; i < busy.length && !stopped; i += PHONE_BATCH_MAX) {
        const ids = busy.slice(i, i + PHONE_BATCH_MAX).map((row) => row.id);
        const answer = await queryStatus(ids).catch(() => null);
        if (stopped) return;
        for (const event of answer?.list ?? []) applyPhoneStatus(queryClient, event);
      }
    };
    const timer = setInterval(() => void tick(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [queryClient]);
}
