import { Alert, Button, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../../shared/i18n/message';
import { CountdownButton } from './countdown-button';
import type { ReplaceDialogProps } from './dialog-props';
import { useSubmitting } from '../../../../shared/interaction/use-submitting';
import './dialogs.css';

/** Seconds the disclaimer's agree button waits before it can be pressed. */
export const DISCLAIMER_SECONDS = 5;

/**
 * Replace device (spec point 4): an explicit choice to migrate the data or not (no default), and a
 * disclaimer whose agree button counts down before it becomes active. Agreeing runs the replacement.
 */
export function ReplaceDialog({ open, phones, preset, onCancel, onSubmit }: ReplaceDialogProps) {
  const { t } = useTranslation();
  // A new key per opening restarts the countdown and forgets the last choice.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [migrate, setMigrate] = useState<boolean | undefined>(preset);
  const [isSubmitting, submit] = useSubmitting();
  const [showChoiceError, setShowChoiceError] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening((n) => n + 1);
      setMigrate(preset);
      setShowChoiceError(false);
    }
  }

  const agree = () => {
    if (migrate === undefined) return setShowChoiceError(true);
    void submit(() => onSubmit({ migrate }));
  };

  return (
    <Modal
      open={open}
      title={t('phones.replace.title')}
      onCancel={onCancel}
      maskClosable={false}
      width={560}
      modalRender={(node) => <div data-testid="replace-dialog">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onCancel} data-testid="replace-cancel">
          {t('common.cancel')}
        </Button>,
        <CountdownButton
          key={`agree-${opening}`}
          type="primary"
          seconds={DISCLAIMER_SECONDS}
          waiting={(left) => t('phones.replace.agreeIn', { seconds: left })}
          loading={isSubmitting}
          onClick={agree}
          data-testid="replace-agree"
        >
          {t('phones.replace.agree')}
        </CountdownButton>,
      ]}
    >
      <p className="ph-dialog__intro">{t('phones.replace.intro', { count: phones.length })}</p>
      <div className="ph-dialog__label">{t('phones.replace.choose')}</div>
      <Radio.Group
        value={migrate === undefined ? undefined : String(migrate)}
        onChange={(e) => {
          setMigrate(e.target.value === 'true');
          setShowChoiceError(false);
        }}
        className="ph-choice"
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio value="true" data-testid="replace-migrate">
            <strong>{t('phones.replace.migrate')}</strong>
            <span className="ph-choice__hint">{t('phones.replace.migrateHint')}</span>
          </Radio>
          <Radio value="false" data-testid="replace-no-migrate">
            <strong>{t('phones.replace.noMigrate')}</strong>
            <span className="ph-choice__hint">{t('phones.replace.noMigrateHint')}</span>
          </Radio>
        </Space>
      </Radio.Group>
      {showChoiceError && (
        <div className="ph-dialog__error" role="alert" data-testid="replace-choice-error">
          {tm('phones.replace.migrateChoice')}
        </div>
      )}
      <Alert
        className="ph-disclaimer"
        type="warning"
        showIcon
        message={t('phones.replace.disclaimerTitle')}
        description={
          <ol>
            <li>{t('phones.replace.disclaimer1')}</li>
            <li>{t('phones.replace.disclaimer2')}</li>
            <li>{t('phones.replace.disclaimer3')}</li>
          </ol>
        }
      />
    </Modal>
  );
}
