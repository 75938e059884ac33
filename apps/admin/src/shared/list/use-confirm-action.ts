import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionOptions {
  title: ReactNode;
  content?: ReactNode;
  /** The call; its failure is shown by the API client, and the dialog closes. */
  action(): Promise<unknown>;
  /** The toast after success; "Done" by default. */
  success?: string;
  /** Lists to refetch after success (their query keys' prefixes). */
  invalidate?: QueryKey[];
  danger?: boolean;
  okText?: string;
}

/**
 * A row action that asks first (disable, void, refund…): a confirmation dialog whose OK runs the
 * call with its button spinning, then a success toast and the lists refetched.
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return ({ title, content, action, success, invalidate = [], danger, okText }: ConfirmActionOptions) =>
    modal.confirm({
      title,
      content,
      okText: okText ?? t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        try {
          await action();
        } catch {
          return; // the client has shown why
        }
        void message.success(success ?? t('common.done'));
        await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    });
}
