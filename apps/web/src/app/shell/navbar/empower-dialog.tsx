import { Empty, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Authorization management (spec point 2): phones I granted to others, and phones granted to me.
 * Both lists arrive with the cloud phone release; until then each tab says so plainly.
 */
export function EmpowerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const empty = (text: string) => (
    <div data-testid="empty-state" className="cp-empower__empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            {text}
            <br />
            {t('shell.comingSoon')}
          </>
        }
      />
    </div>
  );
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shell.empowerTitle')} width={720} destroyOnHidden>
      <div data-testid="empower-dialog">
        <Tabs
          items={[
            {
              key: 'granted',
              label: <span data-testid="empower-tab-granted">{t('shell.empowerGranted')}</span>,
              children: empty(t('shell.empowerGrantedText')),
            },
            {
              key: 'received',
              label: <span data-testid="empower-tab-received">{t('shell.empowerReceived')}</span>,
              children: empty(t('shell.empowerReceivedText')),
            },
          ]}
        />
      </div>
    </Modal>
  );
}
