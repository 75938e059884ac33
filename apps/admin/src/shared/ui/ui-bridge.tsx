import { App, message as staticMessage, Modal, notification as staticNotification } from 'antd';
import { useEffect } from 'react';

/**
 * The messages, notifications and dialogs of antd's <App> (themed, in the current language), for
 * code outside React (the API client, the session's end). Until <App> mounts, antd's static
 * functions stand in.
 */
let current: ReturnType<typeof App.useApp> | null = null;

export function UiBridge() {
  const app = App.useApp();
  useEffect(() => {
    current = app;
    return () => {
      if (current === app) current = null;
    };
  }, [app]);
  return null;
}

export const ui = {
  success: (content: string) => void (current?.message ?? staticMessage).success(content),
  toastError: (content: string) => void (current?.message ?? staticMessage).error(content),
  notifyError: (description: string) => void (current?.notification ?? staticNotification).error({ title: description }),
  alert: ({ title, content, okText, testId }: { title: string; content: string; okText: string; testId?: string }) =>
    new Promise<void>((resolve) => {
      (current?.modal ?? Modal).warning({
        title,
        content,
        okText,
        okButtonProps: testId ? { 'data-testid': testId } : {},
        onOk: () => resolve(),
      });
    }),
};
