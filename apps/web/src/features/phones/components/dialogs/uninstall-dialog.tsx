import { packageNameField } from '@cloudphone/contract';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import type { OperationDialogProps } from './dialog-props';
import './dialogs.css';

/** Uninstalling an app by its package name (POST /infra/cacloud/uninstall-apk-async; spec point 5: the name is required). */
export function UninstallDialog({ open, phones, onCancel, onSubmit }: OperationDialogProps) {
  const { t } = useTranslation();
  const [packageName, setPackageName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, submit] = useSubmitting();
  const ok = () => {
    const parsed = packageNameField.safeParse(packageName);
    if (!parsed.success) return setProblem(tm(parsed.error.issues[0]!.message as Parameters<typeof tm>[0]));
    void submit(() => onSubmit({ packageName: parsed.data }));
  };
  return (
    <Modal
      open={open}
      title={t('phones.action.uninstall')}
      onCancel={onCancel}
      onOk={ok}
      okText={t('phones.confirm.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'uninstall-submit' } as never}
      confirmLoading={isSubmitting}
      modalRender={(node) => <div data-testid="uninstall-dialog">{node}</div>}
    >
      <p className="ph-dialog__intro">{t('phones.confirm.countOnly', { count: phones.length })}</p>
      <div className="ph-dialog__label">{t('phones.uninstall.label')}</div>
      <Input
        value={packageName}
        placeholder="com.example.app"
        onChange={(e) => {
          setPackageName(e.target.value);
          setProblem(null);
        }}
        onPressEnter={ok}
        status={problem ? 'error' : undefined}
        data-testid="uninstall-package"
      />
      <div className={problem ? 'ph-dialog__error' : 'ph-dialog__hint'} role={problem ? 'alert' : undefined}>
        {problem ?? t('phones.uninstall.hint')}
      </div>
    </Modal>
  );
}
