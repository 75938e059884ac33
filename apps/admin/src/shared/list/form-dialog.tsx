import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Alert, App, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<V>;
  /**
   * Sends the form. Call the API with `passErrors: true`: a refusal (the server's translated
   * message) is shown in the dialog, which stays open to be corrected.
   */
  onSubmit(values: V): Promise<unknown>;
  onClose(): void;
  /** After success: the toast ("Done" by default), the lists to refetch, then the dialog closes. */
  success?: string;
  invalidate?: QueryKey[];
  onDone?(values: V): void;
  okText?: string;
  width?: number;
  testId?: string;
  /** The form's Form.Items; a function gets the form (for dependent fields). */
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** A create or edit dialog: an antd form in a modal, validated, sent, with the server's refusal inline. */
export function FormDialog<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  success,
  invalidate = [],
  onDone,
  okText,
  width,
  testId,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setSending(true);
    setRefusal(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setSending(false);
    }
    void message.success(success ?? t('common.done'));
    onDone?.(values);
    onClose();
    await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('common.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      afterClose={() => setRefusal(null)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'dialog-ok' }}
      wrapProps={testId ? { 'data-testid': testId } : undefined}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} data-testid="dialog-refusal" />}
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={() => void submit()}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
