import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../shared/i18n/i18n';
import { logout } from '../../shared/session/logout';
import { useSession } from '../../shared/session/session-store';
import { OverlayHost } from '../../shared/ui/overlay-host';
import { alertDialog, useOverlay } from '../../shared/ui/overlay-store';
import { createMemberPushAlert } from './member-push-alert';
import { createPushChannel, type SocketLike } from './push-channel';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useOverlay.setState({ flashes: [], dialogs: [] });
  useSession.setState({ token: null });
});

/** The bridge's wiring, with the real alert and logout; only the final page load is caught. */
function setUp() {
  const redirected = vi.fn();
  const fetch = vi.fn(async () => Response.json({ code: 0, data: true, msg: '' }));
  vi.stubGlobal('fetch', fetch);
  useSession.setState({ token: 'member-token' });
  const onMemberPush = createMemberPushAlert({
    alert: alertDialog,
    logout: () => logout(redirected),
    text: (key) => i18next.t(key === 'deviceOccupied' ? 'push.deviceOccupied' : `common.${key}`),
  });
  let socket: SocketLike | null = null;
  const channel = createPushChannel({
    url: (token) => `ws://host/websocket/infra/ws?token=${token}`,
    getToken: () => useSession.getState().token,
    createSocket: () => (socket = { onmessage: null, onclose: null, close: () => undefined }),
    schedule: () => () => undefined,
    onOccupied: () => undefined,
    onDisabled: () => undefined,
    onMemberPush,
    onUnauthorized: async () => false,
    onOpenChange: () => undefined,
  });
  channel.start();
  render(<OverlayHost />);
  const push = (message: unknown) => act(() => socket!.onmessage?.({ data: JSON.stringify(message) }));
  return { push, redirected, fetch };
}

describe('the member-push alert', () => {
  it("shows the push's message with a confirm button, and on confirm logs out and goes to /login", async () => {
    const { push, redirected, fetch } = setUp();
    push({ type: 'member-push', msg: '当前设备已被其他用户占用' });
    const dialog = await screen.findByTestId('member-push-confirm-dialog');
    expect(dialog.textContent).toContain('系统提示');
    expect(dialog.textContent).toContain('当前设备已被其他用户占用');
    // Another push while it shows makes no second alert.
    push({ type: 'member-push', msg: '当前设备已被其他用户占用' });
    expect(useOverlay.getState().dialogs).toHaveLength(1);
    expect(redirected).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('member-push-confirm'));
    await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1));
    expect(useSession.getState().token).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/app-api/member/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByTestId('member-push-confirm-dialog')).toBeNull();
  });

  it("says the spec's text when the push carries none", async () => {
    const show = createMemberPushAlert({
      alert: alertDialog,
      logout: async () => undefined,
      text: (key) => i18next.t(key === 'deviceOccupied' ? 'push.deviceOccupied' : `common.${key}`),
    });
    render(<OverlayHost />);
    act(() => show('  '));
    expect((await screen.findByTestId('member-push-confirm-dialog')).textContent).toContain('当前设备已被其他用户占用');
  });
});
