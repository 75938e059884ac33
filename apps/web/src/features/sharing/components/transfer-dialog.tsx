import type { MessageKey } from '@cloudphone/contract';
import { Alert, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import { accountProblem } from '../grant-rules';
import { Field, FormActions } from './grant-fields';
import { PhoneNames } from './phone-names';
import type { SharingDialogProps } from './sharing-dialog-props';
import { sharingDialog } from './sharing-modal';
import '../sharing.css';

/**
 * Transferring phones to another account for good (POST /trade/phone/transfer): the receiving
 * account, then a confirmation that shows it and says what happens (the grants on the phones end,
 * their data stays); the list shows a result per phone after.
 */
export const TransferDialog = sharingDialog('transfer-dialog', 'sharing.transfer.title', TransferForm);

function TransferForm({ phones, onCancel, onSubmit }: Omit<SharingDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [receiver, setReceiver] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [isSubmitting, submit] = useSubmitting();

  const next = () => {
    const found = accountProblem(receiver, 'transfer.receiverRequired');
    setProblem(found);
    if (!found) setConfirming(true);
  };

  if (isConfirming) {
    const receiverPhone = receiver.trim();
    return (
      <div className="sh-form" data-testid="transfer-confirm">
        <p>{t('sharing.transfer.confirmTo', { count: phones.length })}</p>
        <p className="sh-receiver" data-testid="transfer-confirm-receiver">
          {receiverPhone}
        </p>
        <PhoneNames phones={phones} />
        <Alert
          type="warning"
          showIcon
          title={t('sharing.transfer.warnTitle')}
          description={
            <ul className="sh-warnings">
              <li>{t('sharing.transfer.warnGrants')}</li>
              <li>{t('sharing.transfer.warnData')}</li>
              <li>{t('sharing.transfer.warnFinal')}</li>
            </ul>
          }
          data-testid="transfer-warning"
        />
        <FormActions
          testId="transfer"
          okText={t('sharing.transfer.submit')}
          onOk={() => void submit(() => onSubmit({ receiverPhone }))}
          onCancel={() => setConfirming(false)}
          cancelText={t('sharing.transfer.back')}
          cancelTestId="transfer-back"
          isSubmitting={isSubmitting}
          isDanger
        />
      </div>
    );
  }

  return (
    <div className="sh-form">
      <p>{t('sharing.transfer.intro', { count: phones.length })}</p>
      <PhoneNames phones={phones} />
      <Field label={t('sharing.transfer.receiver')} error={problem ? tm(problem) : null} testId="transfer-receiver">
        <Input
          value={receiver}
          onChange={(event) => {
            setReceiver(event.target.value);
            setProblem(null);
          }}
          onPressEnter={next}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          placeholder={t('sharing.transfer.receiverPlaceholder')}
          status={problem ? 'error' : undefined}
          data-testid="transfer-receiver"
        />
      </Field>
      <FormActions testId="transfer" okText={t('sharing.transfer.next')} onOk={next} onCancel={onCancel} okTestId="transfer-next" />
    </div>
  );
}
