import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmpowerTabs } from '../../../features/sharing';

/**
 * Authorization management (spec point 2): phones I granted to others (change, recall) and phones
 * granted to me (read only), each a paged list of features/sharing. Narrower screens scroll a
 * list sideways inside the dialog.
 */
export function EmpowerDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shell.empowerTitle')} width={960} destroyOnHidden>
      <div data-testid="empower-dialog">
        <EmpowerTabs />
      </div>
    </Modal>
  );
}
