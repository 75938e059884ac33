import { ACCREDIT_OPERATE, ACCREDIT_VIEW, type AccreditRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { useSubmitting } from '../../../shared/interaction/use-submitting';
import { toast } from '../../../shared/ui/overlay-store';
import { updateGrant } from '../api/accredit';
import { useGrantTerms } from '../hooks/use-grant-terms';
import { useRefreshSharing } from '../hooks/use-refresh-sharing';
import { GrantPhone } from './grant-cells';
import { FormActions, GrantTerms } from './grant-fields';
import { SharingModal } from './sharing-modal';
import '../sharing.css';

/** Changing a grant's type or expiry (`update`); the grantee stays the same. */
export function ChangeGrantDialog({ row, onClose }: { row: AccreditRow | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <SharingModal open={row !== null} title={t('sharing.change.title')} testId="change-grant-dialog" onCancel={onClose}>
      {row && <ChangeForm row={row} onClose={onClose} />}
    </SharingModal>
  );
}

function ChangeForm({ row, onClose }: { row: AccreditRow; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshSharing();
  const terms = useGrantTerms({
    accreditType: row.accreditType === ACCREDIT_OPERATE ? ACCREDIT_OPERATE : ACCREDIT_VIEW,
    expireTime: row.expireTime,
  });
  const [isSubmitting, submit] = useSubmitting();

  const ok = () => {
    const value = terms.check();
    if (!value) return;
    void submit(async () => {
      await updateGrant({ relationId: row.relationId, ...value });
      toast.success(t('sharing.change.done'));
      refresh();
      onClose();
    }).catch(() => undefined); // the API client has said why; the form stays for another try
  };

  return (
    <div className="sh-form">
      <div className="sh-form__summary">
        <GrantPhone alias={row.phoneAlias} owlId={row.owlId} />
        <span>
          {t('sharing.columns.grantee')}: <strong data-testid="change-grantee">{row.subMemberPhone}</strong>
        </span>
      </div>
      <GrantTerms {...terms.fields} />
      <FormActions testId="change" okText={t('sharing.change.submit')} onOk={ok} onCancel={onClose} isSubmitting={isSubmitting} />
    </div>
  );
}
