import type { PhoneRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/session-store';
import { phoneHistoryQuery } from '../../api/phone-history';
import { phoneName } from '../../phone-name';
import { HistoryEntry } from './history-entry';
import './phone-history.css';

export interface PhoneHistoryDrawerProps {
  open: boolean;
  /** The phone whose history shows; kept after closing so the closing drawer keeps its rows. */
  phone: PhoneRow | null;
  onClose(): void;
}

/**
 * A phone's operation history (GET trade/phone/operations): what was done, by whom, when and how
 * it ended, newest first. Asked again on every opening, and every few seconds while one is running.
 */
export function PhoneHistoryDrawer({ open, phone, onClose }: PhoneHistoryDrawerProps) {
  const { t } = useTranslation();
  const me = useSession((s) => s.userId);
  const history = useQuery({ ...phoneHistoryQuery(phone?.id ?? 0), enabled: open && phone !== null });
  const state = history.isPending ? 'loading' : history.isError ? 'error' : history.data.length === 0 ? 'empty' : 'ready';

  let body: React.ReactNode;
  if (state === 'loading') body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (history.isError)
    body = (
      <div className="ph-history__error" role="alert">
        <p>{t('phones.history.loadFailed')}</p>
        <Button onClick={() => void history.refetch()} loading={history.isFetching} data-testid="phone-history-retry">
          {t('phones.retry')}
        </Button>
      </div>
    );
  else if (state === 'empty')
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('phones.history.empty')}>
        <p className="ph-history__hint">{t('phones.history.emptyText')}</p>
      </Empty>
    );
  else
    body = (
      <ol className="ph-history">
        {history.data?.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} phone={phone!} me={me} />
        ))}
      </ol>
    );

  return (
    <Drawer open={open} onClose={onClose} title={t('phones.history.title')} size="min(440px, 100vw)" rootClassName="ph-history-drawer">
      <div data-testid="phone-history" data-state={state} aria-busy={state === 'loading'}>
        {phone && <p className="ph-history__for">{t('phones.history.subtitle', { name: phoneName(phone), id: phone.owlId })}</p>}
        {body}
      </div>
    </Drawer>
  );
}
