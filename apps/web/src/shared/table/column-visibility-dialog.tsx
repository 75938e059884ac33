import { Modal, Transfer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ToolbarColumn } from './toolbar-column';

interface ColumnVisibilityDialogProps {
  open: boolean;
  columns: readonly ToolbarColumn[];
  onColumnsChange(columns: ToolbarColumn[]): void;
  onClose(): void;
}

/**
 * "Show/hide columns" (spec point 2): shown columns on the left, hidden on the right. Moving takes
 * effect at once, so the member sees the table change behind the dialog.
 */
export function ColumnVisibilityDialog({ open, columns, onColumnsChange, onClose }: ColumnVisibilityDialogProps) {
  const { t } = useTranslation();
  const hiddenKeys = columns.filter((c) => !c.visible).map((c) => c.key);
  return (
    <Modal
      open={open}
      title={t('table.columns')}
      footer={null}
      onCancel={onClose}
      width={560}
      destroyOnHidden
      modalRender={(node) => <div data-testid="columns-dialog">{node}</div>}
    >
      <Transfer
        dataSource={columns.map((c) => ({ key: c.key, title: c.label }))}
        targetKeys={hiddenKeys}
        titles={[t('table.columnsShown'), t('table.columnsHidden')]}
        render={(item) => item.title}
        onChange={(nextHidden) => {
          const hidden = new Set(nextHidden.map(String));
          onColumnsChange(columns.map((c) => ({ ...c, visible: !hidden.has(c.key) })));
        }}
      />
    </Modal>
  );
}
