import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import { grantsOfPhonesQuery } from '../api/accredit';
import { GrantLine } from './grant-cells';
import { FormActions } from './grant-fields';
import type { SharingDialogProps } from './sharing-dialog-props';
import { sharingDialog } from './sharing-modal';
import '../sharing.css';

/**
 * Recalling the grants of phones ticked in the list (spec point 4: the owner may recover a grant,
 * after a confirmation): each phone's grantee, type and expiry, then `recall` or `recall-batch`.
 */
export const RecallDialog = sharingDialog('recall-dialog', 'sharing.recall.title', RecallForm);

function RecallForm({ phones, onCancel, onSubmit }: Omit<SharingDialogProps, 'open'>) {
  const { t } = useTranslation();
  const grants = useQuery(grantsOfPhonesQuery(phones.map((p) => p.id)));
  const [isSubmitting, submit] = useSubmitting();
  const rows = grants.data ?? [];
  const found = new Set(rows.map((row) => row.phoneId));
  // Ticked while granted, recalled or run out since: nothing to recall on those.
  const gone = grants.isSuccess ? phones.filter((p) => !found.has(p.id)) : [];

  return (
    <div className="sh-form">
      {grants.isLoading ? (
        <div className="sh-muted" data-testid="recall-loading">
          <Spin size="small" /> {t('sharing.recall.loading')}
        </div>
      ) : (
        <>
          <p>{t('sharing.recall.intro', { count: rows.length })}</p>
          <ul className="sh-grants" data-testid="recall-grants">
            {rows.map((row) => (
              <GrantLine key={row.relationId} row={row} />
            ))}
          </ul>
          {gone.length > 0 && (
            <p className="sh-field__error" role="alert" data-testid="recall-missing">
              {rows.length
                ? t('sharing.recall.missing', { names: gone.map((p) => p.alias || p.owlId).join('、') })
                : tm('accredit.selectAuthorized')}
            </p>
          )}
        </>
      )}
      <FormActions
        testId="recall"
        okText={t('sharing.recall.ok')}
        onOk={() => void submit(() => onSubmit({ relationIds: rows.map((row) => row.relationId) }))}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
        isDanger
        isDisabled={rows.length === 0}
      />
    </div>
  );
}
