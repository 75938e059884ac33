import { PUSH_PATH } from '@cloudphone/contract';
import { i18next } from '../../shared/i18n/i18n';
import { getLocale } from '../../shared/i18n/locale';
import { tm } from '../../shared/i18n/message';
import { expireSession, refresher } from '../../shared/api/http';
import { hardRedirectToLogin } from '../../shared/navigation';
import { logout } from '../../shared/session/logout';
import { publishPushMessage } from '../../shared/realtime/push-events';
import { session } from '../../shared/session/session-store';
import { alertDialog } from '../../shared/ui/overlay-store';
import { createMemberPushAlert } from './member-push-alert';
import { createPushChannel, type SocketLike } from './push-channel';

const channel = createPushChannel({
  url: (token) =>
    `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${PUSH_PATH}?token=${encodeURIComponent(token)}&lang=${getLocale()}`,
  getToken: () => session.get().token,
  createSocket: (url) => {
    const ws = new WebSocket(url);
    const socket: SocketLike = { onmessage: null, onclose: null, close: (code) => ws.close(code) };
    ws.onmessage = (event) => socket.onmessage?.(event);
    ws.onclose = (event) => socket.onclose?.(event);
    return socket;
  },
  schedule: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  onOccupied: (message) => {
    void alertDialog({
      title: i18next.t('common.tip'),
      content: message || tm('session.occupied'),
      okText: i18next.t('common.confirm'),
      testId: 'occupied-confirm',
    }).then(() => {
      session.get().clear();
      hardRedirectToLogin();
    });
  },
  onDisabled: (message) => {
    void alertDialog({
      title: i18next.t('common.tip'),
      content: message || i18next.t('push.accountDisabled'),
      okText: i18next.t('common.confirm'),
      testId: 'disabled-confirm',
    }).then(() => {
      session.get().clear();
      hardRedirectToLogin();
    });
  },
  onMemberPush: createMemberPushAlert({
    alert: alertDialog,
    logout: () => logout(),
    text: (key) => i18next.t(key === 'deviceOccupied' ? 'push.deviceOccupied' : `common.${key}`),
  }),
  onUnauthorized: () =>
    refresher.refresh(session.get().token).then(
      () => true,
      () => {
        expireSession();
        return false;
      },
    ),
  onOpenChange: (open) => session.get().setWsOpen(open),
  // Live phone statuses go to whichever page shows phones (shared/realtime/push-events.ts).
  onOther: (message) => void publishPushMessage(message),
});

const sync = (token: string | null) => (token ? channel.start() : channel.stop());

/** Opens the push channel whenever a token exists (and again when one appears), closes it when it goes. */
export function startPushBridge() {
  sync(session.get().token);
  session.subscribe((state, previous) => {
    if (Boolean(state.token) !== Boolean(previous.token)) sync(state.token);
  });
}
