import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useSession } from '../../shared/session/session-store';
import { SystemNoticeDialog } from './system-notice-dialog';
import { popupFlow, type PopupFlow } from './popup-flow';

/**
 * Shows the popup notices one at a time on /index for a signed-in member: text with a confirm
 * button, an image with a close icon; either acknowledges it and shows the next.
 */
export function PopupNotices({ flow = popupFlow }: { flow?: PopupFlow }) {
  const hasToken = useSession((s) => Boolean(s.token));
  const notice = useStore(flow.store, (s) => s.queue[0] ?? null);
  const isDecided = useStore(flow.store, (s) => s.isDecided);
  useEffect(() => {
    if (hasToken) void flow.start();
  }, [flow, hasToken]);
  return (
    <>
      {/* While no dialog shows, tells "none is due" from "not known yet" (the browser tests wait for it). */}
      <span hidden data-testid="popup-notices" data-state={isDecided ? 'decided' : 'pending'} />
      <SystemNoticeDialog key={notice?.id} notice={notice} onConfirm={flow.confirm} />
    </>
  );
}
