import { ACCREDIT_OPERATE, ACCREDIT_VIEW, PHONE_BATCH_MAX, type SubAccount } from '@cloudphone/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Modal, Radio, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allotPhones, myGroupsQuery } from '../api/allotments';
import { phoneLabel, useMyPhoneOptions, type PickedPhone } from '../hooks/use-my-phone-options';
import { useRefreshGrants } from '../hooks/use-refresh-grants';
import { AllotResults } from './allot-results';

type By = 'phones' | 'group';

/** A month from now by default: the grant needs an expiry time, and most allotments are for a while. */
const defaultExpiry = () => dayjs().add(30, 'day').endOf('day');

/**
 * Allotting to a sub-account (decision 025, addMaintainerAllot): chosen phones not granted yet, or
 * a group's phones, view or operate, until an expiry time; then a result per phone.
 */
export function AllotDialog({ account, open, onClose }: { account: SubAccount; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('keyAccount.allot.title', { phone: account.phone })} onCancel={onClose} footer={null} destroyOnHidden>
      <AllotForm account={account} onClose={onClose} />
    </Modal>
  );
}

function AllotForm({ account, onClose }: { account: SubAccount; onClose(): void }) {
  const { t } = useTranslation();
  const refresh = useRefreshGrants();
  const [by, setBy] = useState<By>('phones');
  const [phones, setPhones] = useState<PickedPhone[]>([]);
  const [groupId, setGroupId] = useState<number>();
  const [accreditType, setAccreditType] = useState<number>(ACCREDIT_VIEW);
  const [expiry, setExpiry] = useState<Dayjs | null>(defaultExpiry);
  const phoneOptions = useMyPhoneOptions({ grantable: true, testId: 'allot-phone-option' });
  const groups = useQuery(myGroupsQuery());
  const allot = useMutation({
    mutationFn: allotPhones,
    onSuccess: (answer) => {
      if (answer.results.some((result) => result.ok)) refresh();
    },
  });

  const group = groups.data?.find((g) => g.id === groupId);
  const chosen = by === 'phones' ? phones.length > 0 : group !== undefined;
  const ready = chosen && expiry !== null && expiry.isAfter(dayjs()) && !allot.isPending;
  const submit = () => {
    if (!ready) return;
    const target = by === 'group' && group ? { groupId: group.id } : { phoneIds: phones.map((p) => p.value) };
    allot.mutate({ subMemberId: account.id, ...target, accreditType, expireTime: expiry.valueOf() });
  };

  if (allot.data) {
    // Names of the phones asked for, so each result says which phone it is.
    const names = new Map<number, string>(
      by === 'phones' ? phones.map((p) => [p.value, p.label]) : (group?.phones ?? []).map((p) => [p.id, phoneLabel(p)]),
    );
    return <AllotResults results={allot.data.results} nameOf={(id) => names.get(id)} onClose={onClose} />;
  }

  return (
    <div className="ka-allot" data-testid="allot-dialog">
      <div className="ka-field">
        <label>{t('keyAccount.allot.by')}</label>
        <Segmented<By>
          value={by}
          onChange={setBy}
          options={[
            { value: 'phones', label: <span data-testid="allot-by-phones">{t('keyAccount.allot.byPhones')}</span> },
            { value: 'group', label: <span data-testid="allot-by-group">{t('keyAccount.allot.byGroup')}</span> },
          ]}
        />
      </div>
      {by === 'phones' ? (
        <div className="ka-field">
          <label>{t('keyAccount.allot.phones')}</label>
          <Select<PickedPhone[]>
            mode="multiple"
            {...phoneOptions}
            value={phones}
            onChange={(value) => setPhones(value)}
            maxCount={PHONE_BATCH_MAX}
            placeholder={t('keyAccount.allot.phonesPlaceholder', { max: PHONE_BATCH_MAX })}
            data-testid="allot-phones"
          />
        </div>
      ) : (
        <div className="ka-field">
          <label>{t('keyAccount.allot.group')}</label>
          <Select<number>
            value={groupId}
            onChange={setGroupId}
            loading={groups.isLoading}
            placeholder={t('keyAccount.allot.groupPlaceholder')}
            notFoundContent={t('keyAccount.detail.noGroups')}
            options={(groups.data ?? []).map((g) => ({
              value: g.id,
              label: t('keyAccount.allot.groupOption', { name: g.name, count: g.count }),
            }))}
            optionRender={(option) => (
              <span data-testid="allot-group-option" data-group-id={option.value}>
                {option.label}
              </span>
            )}
            data-testid="allot-group"
          />
        </div>
      )}
      <div className="ka-field">
        <label>{t('keyAccount.allot.type')}</label>
        <Radio.Group
          value={accreditType}
          onChange={(event) => setAccreditType(event.target.value as number)}
          options={[
            { value: ACCREDIT_VIEW, label: <span data-testid="allot-type-view">{t('keyAccount.type.view')}</span> },
            { value: ACCREDIT_OPERATE, label: <span data-testid="allot-type-operate">{t('keyAccount.type.operate')}</span> },
          ]}
        />
      </div>
      <div className="ka-field">
        <label>{t('keyAccount.allot.expire')}</label>
        <DatePicker
          showTime
          value={expiry}
          onChange={setExpiry}
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          presets={[
            { label: t('keyAccount.allot.presets.day'), value: () => dayjs().add(1, 'day') },
            { label: t('keyAccount.allot.presets.week'), value: () => dayjs().add(7, 'day').endOf('day') },
            { label: t('keyAccount.allot.presets.month'), value: defaultExpiry },
          ]}
          placeholder={t('keyAccount.allot.expirePlaceholder')}
          data-testid="allot-expire"
        />
      </div>
      <Button type="primary" block disabled={!ready} loading={allot.isPending} onClick={submit} data-testid="allot-submit">
        {t('keyAccount.allot.submit')}
      </Button>
    </div>
  );
}
