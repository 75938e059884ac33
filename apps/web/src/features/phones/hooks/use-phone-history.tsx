import type { PhoneRow } from '@cloudphone/contract';
import { Suspense, useCallback, useState } from 'react';
import type { PhoneHistoryDrawerProps } from '../components/history/phone-history-drawer';
import { lazyPart } from '../lazy-part';

/** The drawer (antd Drawer, Skeleton, Empty) and its strings download on first use, never with /index. */
const historyDrawer = lazyPart<PhoneHistoryDrawerProps>('phone-history-drawer', () =>
  import('../components/history/phone-history-drawer').then((m) => m.PhoneHistoryDrawer),
);

/** Warms the drawer when a menu that offers it opens. */
export const preloadPhoneHistory = historyDrawer.preload;

/** Opens a phone's operation history from its menu; returns the opener and the drawer to render. */
export function usePhoneHistory(): { showHistory(phone: PhoneRow): void; drawer: React.ReactNode } {
  // The phone stays after closing, so the closing drawer keeps its rows (and antd its animation).
  const [shown, setShown] = useState<{ phone: PhoneRow; isOpen: boolean } | null>(null);
  const showHistory = useCallback((phone: PhoneRow) => setShown({ phone, isOpen: true }), []);
  const { Component: HistoryDrawer } = historyDrawer;
  const drawer = shown && (
    <Suspense fallback={null}>
      <HistoryDrawer open={shown.isOpen} phone={shown.phone} onClose={() => setShown({ ...shown, isOpen: false })} />
    </Suspense>
  );
  return { showHistory, drawer };
}
