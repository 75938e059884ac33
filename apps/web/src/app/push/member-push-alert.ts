import type { ReactNode } from 'react';

export interface MemberPushAlertDeps {
  /** A modal with one confirm button; resolves when it is confirmed. */
  alert(options: { title: string; content: ReactNode; okText: string; testId?: string }): Promise<void>;
  /** Ends the session here and on the server, then goes to /login (shared/session/logout.ts). */
  logout(): Promise<void>;
  text(key: 'tip' | 'confirm' | 'deviceOccupied'): string;
}

/**
 * member-push (spec point 4): the member's device was taken over by another user. Shows the push's
 * message (in the member's language, as the server sends it), or the spec's "当前设备已被其他用户占用"
 * when it has none, with one confirm button; on confirm the member is logged out and sent to /login.
 * Pushes arriving while the alert shows do not stack more alerts.
 */
export function createMemberPushAlert(deps: MemberPushAlertDeps) {
  let isShowing = false;
  return (message: string | undefined) => {
    if (isShowing) return;
    isShowing = true;
    void deps
      .alert({
        title: deps.text('tip'),
        content: message?.trim() || deps.text('deviceOccupied'),
        okText: deps.text('confirm'),
        testId: 'member-push-confirm',
      })
      .then(() => deps.logout())
      .finally(() => {
        isShowing = false;
      });
  };
}
