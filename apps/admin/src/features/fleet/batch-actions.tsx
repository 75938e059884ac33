import type { OperationResults } from '@cloudphone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEET_HOSTS, FLEET_PHONES } from './api';

export interface BatchConfirm {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  danger?: boolean;
  run(): Promise<OperationResults>;
  /** After the call (the selection is cleared). */
  onDone(): void;
}

/**
 * Batch calls answer a result per phone: all done is a toast, any failure a dialog naming each
 * phone and why (the server's translated message). The phone list and the hosts' load refetch.
 */
export function useBatchActions() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();

  /** `toast: false` when the caller has said "done" already (a form dialog does). */
  const report = async ({ results }: OperationResults, { toast = true } = {}) => {
    const failed = results.filter((result) => !result.ok);
    if (failed.length === 0) {
      if (toast) void message.success(t('fleetAdmin.phones.results.allDone', { count: results.length }));
    } else
      modal.warning({
        title: t('fleetAdmin.phones.results.failedTitle'),
        content: (
          <div data-testid="batch-failures">
            <p>{t('fleetAdmin.phones.results.partly', { ok: results.length - failed.length, failed: failed.length })}</p>
            <ul className="adm-fleet__failures">
              {failed.map((result) => (
                <li key={result.phoneId}>{t('fleetAdmin.phones.results.row', { id: result.phoneId, msg: result.msg })}</li>
              ))}
            </ul>
          </div>
        ),
        okText: t('common.close'),
      });
    await Promise.all([FLEET_PHONES, FLEET_HOSTS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  /** Asks first; OK runs the call with its button spinning; a refusal of the whole call is shown by the client. */
  const confirm = ({ title, content, okText, danger, run, onDone }: BatchConfirm) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: t('common.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        let results: OperationResults;
        try {
          results = await run();
        } catch {
          return;
        }
        onDone();
        await report(results);
      },
    });

  return { confirm, report };
}
