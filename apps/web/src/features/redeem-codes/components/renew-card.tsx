import { normalizeRedeemCode, ORDER_PHONES_MAX, type PhoneRow, type RedeemResult } from '@cloudphone/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { ownPhonesQuery, redeemKeys, renewWithCode } from '../api/redeem-codes';
import { CODE_INPUT_MAX, CODE_PLACEHOLDER } from './redeem-card';
import { useGiven } from './redeem-result';

const phoneName = (phone: PhoneRow) => (phone.alias ? `${phone.alias} · ${phone.owlId}` : phone.owlId);

/**
 * "Renew with a code": a renewal code and the member's own phones it extends (phones shared with
 * them are not theirs to renew). Once done the phone lists are refreshed, so the new expiry shows
 * here and everywhere else.
 */
export function RenewCard() {
  const { t } = useTranslation();
  const given = useGiven();
  const queryClient = useQueryClient();
  const ids = useId();
  const phones = useQuery(ownPhonesQuery());
  const [code, setCode] = useState('');
  const [phoneIds, setPhoneIds] = useState<number[]>([]);
  /** The renewal and when it was answered: the phones' expiry shows once the list is fetched again after it. */
  const [done, setDone] = useState<{ result: RedeemResult; at: number } | null>(null);
  const renew = useMutation({
    mutationFn: renewWithCode,
    onSuccess: (answer) => {
      setDone({ result: answer, at: Date.now() });
      setCode('');
      setPhoneIds([]);
      void queryClient.invalidateQueries({ queryKey: ['phones'] });
      void queryClient.invalidateQueries({ queryKey: redeemKeys.all() });
    },
  });

  const typed = normalizeRedeemCode(code);
  const ready = typed !== '' && phoneIds.length > 0;
  const submit = () => {
    if (ready && !renew.isPending) renew.mutate({ code: typed, phoneIds });
  };
  const byId = new Map((phones.data ?? []).map((phone) => [phone.id, phone]));
  const fresh = done !== null && phones.dataUpdatedAt >= done.at;

  return (
    <Card className="rc-card" title={t('redeemCodes.renew.title')} data-testid="renew-card">
      <p className="rc-intro">{t('redeemCodes.renew.intro')}</p>
      <div className="rc-field">
        <label htmlFor={`${ids}-code`}>{t('redeemCodes.code')}</label>
        <Input
          id={`${ids}-code`}
          className="rc-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={submit}
          placeholder={CODE_PLACEHOLDER}
          maxLength={CODE_INPUT_MAX}
          autoComplete="off"
          spellCheck={false}
          allowClear
          data-testid="renew-code-input"
        />
      </div>
      <div className="rc-field">
        <label htmlFor={`${ids}-phones`}>
          {t('redeemCodes.renew.phones')}
          {phoneIds.length > 0 && <small> · {t('redeemCodes.renew.selected', { count: phoneIds.length })}</small>}
        </label>
        <Select<number[]>
          id={`${ids}-phones`}
          className="rc-phones"
          mode="multiple"
          value={phoneIds}
          onChange={setPhoneIds}
          maxCount={ORDER_PHONES_MAX}
          loading={phones.isLoading}
          placeholder={t('redeemCodes.renew.phonesPlaceholder')}
          notFoundContent={phones.isLoading ? undefined : t('redeemCodes.renew.noPhones')}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          options={(phones.data ?? []).map((phone) => ({
            value: phone.id,
            label: phoneName(phone),
            expireTime: phone.expireTime,
            expired: phone.remainingSeconds <= 0,
          }))}
          optionRender={(option) => (
            <span className="rc-phone-option" data-testid="renew-phone-option" data-phone-id={option.value}>
              <span className="rc-phone-option__name">{option.label}</span>
              <small className={option.data.expired ? 'is-expired' : undefined}>
                {t('redeemCodes.renew.expire', { time: formatTime(option.data.expireTime, '{y}-{m}-{d} {h}:{i}') })}
              </small>
            </span>
          )}
          data-testid="renew-phones"
        />
      </div>
      <Button type="primary" block loading={renew.isPending} disabled={!ready} onClick={submit} data-testid="renew-submit">
        {t('redeemCodes.renew.submit')}
      </Button>
      {done && (
        <Alert
          className="rc-result"
          type="success"
          showIcon
          title={t('redeemCodes.renew.doneTitle')}
          description={
            <>
              <p className="rc-renewed__given">{t('redeemCodes.renew.doneText', { given: given(done.result) })}</p>
              <ul className="rc-renewed">
                {done.result.phoneIds.map((id) => {
                  const phone = byId.get(id);
                  return (
                    <li key={id} data-testid="renew-result-phone" data-phone-id={id}>
                      <span>{phone ? phoneName(phone) : `#${id}`}</span>
                      <strong>{phone && fresh ? formatTime(phone.expireTime) : '…'}</strong>
                    </li>
                  );
                })}
              </ul>
            </>
          }
          data-testid="renew-result"
        />
      )}
    </Card>
  );
}
