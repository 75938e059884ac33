import { Modal } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharingDialogProps } from './sharing-dialog-props';

/**
 * The frame of every sharing dialog: its form in the body (destroyed on close, so each opening
 * starts empty), no footer of antd's (the form has its own buttons), and a test id on the content
 * and whether it is open on the wrapper (a closed dialog's content lingers in jsdom).
 */
export function SharingModal({
  open,
  title,
  testId,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      modalRender={(node) => <div data-testid={testId}>{node}</div>}
      wrapProps={{ 'data-open': open }}
    >
      {children}
    </Modal>
  );
}

/** A sharing dialog of the phone list: its frame around a form that gets the phones, cancel and submit. */
export function sharingDialog(
  testId: string,
  titleKey: 'sharing.grant.title' | 'sharing.recall.title' | 'sharing.transfer.title',
  Form: ComponentType<Omit<SharingDialogProps, 'open'>>,
) {
  return function SharingDialog({ open, ...form }: SharingDialogProps) {
    const { t } = useTranslation();
    return (
      <SharingModal open={open} title={t(titleKey)} testId={testId} onCancel={form.onCancel}>
        <Form {...form} />
      </SharingModal>
    );
  };
}
