import { ACCREDIT_VIEW, type MessageKey } from '@cloudphone/contract';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import type { GrantFields } from '../api/run-sharing';
import { accountProblem, grantSelectionProblem } from '../grant-rules';
import { useGrantTerms } from '../hooks/use-grant-terms';
import { Field, FormActions, GrantTerms } from './grant-fields';
import { PhoneNames } from './phone-names';
import type { SharingDialogProps } from './sharing-dialog-props';
import { sharingDialog } from './sharing-modal';
import '../sharing.css';

type Problems = Partial<Record<'account' | 'phones', MessageKey>>;

/**
 * Granting phones to another account (spec points 3 to 5; `accredit`, or `accredit-batch` for
 * several): the account's phone number, view or operate, and an expiry time later than now. The
 * form says what is missing before anything is sent, and refuses phones already granted.
 */
export const GrantDialog = sharingDialog('grant-dialog', 'sharing.grant.title', GrantForm);

function GrantForm({ phones, onCancel, onSubmit }: Omit<SharingDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const terms = useGrantTerms({ accreditType: ACCREDIT_VIEW, expireTime: null });
  const [problems, setProblems] = useState<Problems>({});
  const [isSubmitting, submit] = useSubmitting();
  const say = (key: MessageKey | undefined) => (key ? tm(key) : null);

  const ok = () => {
    const found: Problems = {};
    const accountIssue = accountProblem(account, 'accredit.accountRequired');
    const phonesIssue = grantSelectionProblem(phones);
    if (accountIssue) found.account = accountIssue;
    if (phonesIssue) found.phones = phonesIssue;
    setProblems(found);
    const value = terms.check();
    if (Object.keys(found).length || !value) return;
    const fields: GrantFields = { subMemberPhone: account.trim(), ...value };
    void submit(() => onSubmit({ ...fields }));
  };

  return (
    <div className="sh-form">
      <PhoneNames phones={phones} />
      {problems.phones && (
        <p className="sh-field__error" role="alert" data-testid="grant-phones-error">
          {say(problems.phones)}
        </p>
      )}
      <Field label={t('sharing.grant.account')} error={say(problems.account)} testId="grant-account">
        <Input
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            setProblems(({ account: _, ...rest }) => rest);
          }}
          onPressEnter={ok}
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          placeholder={t('sharing.grant.accountPlaceholder')}
          status={problems.account ? 'error' : undefined}
          data-testid="grant-account"
        />
      </Field>
      <GrantTerms {...terms.fields} />
      <FormActions testId="grant" okText={t('sharing.grant.submit')} onOk={ok} onCancel={onCancel} isSubmitting={isSubmitting} />
    </div>
  );
}
