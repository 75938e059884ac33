import type { ProxyRow } from '@cloudphone/contract';
import type { ButtonProps } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { toast } from '../../../shared/ui/overlay-store';
import { deleteProxies } from '../api/proxies';
import { detectSelectionProblem } from '../proxy-rules';
import { useRefreshProxies } from './use-refresh-proxies';

const okProps = (testId: string, danger = false) => ({ danger, 'data-testid': testId }) as ButtonProps;
const cancelProps = (testId: string) => ({ 'data-testid': testId }) as ButtonProps;

/** How many phones lose their proxy when these go: the phones bound to each. */
export const phonesBound = (proxies: readonly Pick<ProxyRow, 'bindCount'>[]) => proxies.reduce((sum, p) => sum + p.bindCount, 0);

/**
 * The questions asked before deleting and detecting (spec point 8: confirmation prompts precede
 * delete and detect). Deleting says how many proxies and how many phones lose their proxy, then
 * "Deleted successfully"; a refusal is shown by the API client and nothing changes.
 */
export function useProxyConfirms(modal: HookAPI) {
  const { t } = useTranslation();
  const refresh = useRefreshProxies();

  const confirmDelete = (proxies: ProxyRow[], onDeleted: () => void) => {
    if (!proxies.length) return void toast.warning(tm('proxy.select.required'));
    const phones = phonesBound(proxies);
    void modal.confirm({
      title: t('proxy.delete.title'),
      content: (
        <div data-testid="proxy-delete-text" data-count={proxies.length} data-phones={phones}>
          <p>{t('proxy.delete.text', { count: proxies.length })}</p>
          <p className={phones ? 'px-warning' : 'px-muted'} data-testid="proxy-delete-phones">
            {phones ? t('proxy.delete.phones', { phones }) : t('proxy.delete.noPhones')}
          </p>
        </div>
      ),
      okText: t('proxy.delete.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: okProps('proxy-delete-ok', true),
      cancelButtonProps: cancelProps('proxy-delete-cancel'),
      onOk: () =>
        deleteProxies(proxies.map((p) => p.id)).then(
          () => {
            toast.success(t('proxy.done.deleted'));
            refresh();
            onDeleted();
          },
          () => undefined,
        ),
    });
  };

  const confirmDetect = (proxies: ProxyRow[], onConfirmed: (proxies: ProxyRow[]) => void) => {
    const problem = detectSelectionProblem(proxies.length);
    if (problem) return void toast.warning(tm(problem));
    void modal.confirm({
      title: t('proxy.detect.confirmTitle'),
      content: (
        <span data-testid="proxy-detect-text">
          {proxies.length === 1
            ? t('proxy.detect.confirmOne', { proxy: `${proxies[0]!.host}:${proxies[0]!.port}` })
            : t('proxy.detect.confirmMany', { count: proxies.length })}
        </span>
      ),
      okText: t('proxy.detect.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: okProps('proxy-detect-ok'),
      cancelButtonProps: cancelProps('proxy-detect-cancel'),
      onOk: () => onConfirmed(proxies),
    });
  };

  return { confirmDelete, confirmDetect };
}
