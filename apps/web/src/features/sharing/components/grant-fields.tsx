import { ACCREDIT_OPERATE, ACCREDIT_VIEW } from '@cloudphone/contract';
import { Button, DatePicker, Radio } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { futureOnly } from '../../../shared/time/future-only';

/** A labelled field of the sharing forms, with its error (a contract message) under it. */
export function Field({ label, error, testId, children }: { label: string; error?: string | null; testId: string; children: ReactNode }) {
  return (
    <div className={`sh-field${error ? ' has-error' : ''}`}>
      <label>{label}</label>
      {children}
      {error && (
        <p className="sh-field__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** View only or operate (spec point 4: 2 operates, any other value views), each saying what it allows. */
export function TypeChoice({ value, onChange }: { value: number; onChange(type: number): void }) {
  const { t } = useTranslation();
  const option = (type: number, kind: 'view' | 'operate') => ({
    value: type,
    label: (
      <span data-testid={`grant-type-${kind}`}>
        {t(`sharing.type.${kind}`)}
        <small className="sh-type__hint">{t(`sharing.typeHint.${kind}`)}</small>
      </span>
    ),
  });
  return (
    <Radio.Group
      className="sh-type"
      value={value}
      onChange={(event) => onChange(event.target.value as number)}
      options={[option(ACCREDIT_VIEW, 'view'), option(ACCREDIT_OPERATE, 'operate')]}
    />
  );
}

/** When a grant ends: a date and time later than now, or one of a day, a week or a month from now. */
export function ExpiryPicker({ value, onChange }: { value: number | null; onChange(expireTime: number | null): void }) {
  const { t } = useTranslation();
  const preset = (days: 1 | 7 | 30) => ({ label: t(`sharing.grant.preset.${days}`), value: () => dayjs().add(days, 'day') });
  return (
    <DatePicker
      className="sh-expiry"
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={value === null ? null : dayjs(value)}
      onChange={(day) => onChange(day ? day.second(0).millisecond(0).valueOf() : null)}
      disabledDate={futureOnly.disabledDate}
      disabledTime={futureOnly.disabledTime}
      presets={[preset(1), preset(7), preset(30)]}
      placeholder={t('sharing.grant.expirePlaceholder')}
      data-testid="grant-expire"
    />
  );
}

/** A grant's terms, in the grant and the change dialogs: view or operate, and until when. */
export function GrantTerms({
  accreditType,
  onType,
  expireTime,
  onExpire,
  expireError,
}: {
  accreditType: number;
  onType(type: number): void;
  expireTime: number | null;
  onExpire(expireTime: number | null): void;
  expireError: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('sharing.grant.type')} testId="grant-type">
        <TypeChoice value={accreditType} onChange={onType} />
      </Field>
      <Field label={t('sharing.grant.expireTime')} error={expireError} testId="grant-expire">
        <ExpiryPicker value={expireTime} onChange={onExpire} />
      </Field>
    </>
  );
}

/** A sharing form's two buttons: leave, and go on (`<testId>-cancel`, `<testId>-submit` unless named). */
export function FormActions({
  testId,
  okText,
  onOk,
  onCancel,
  cancelText,
  isSubmitting = false,
  isDanger = false,
  isDisabled = false,
  okTestId = `${testId}-submit`,
  cancelTestId = `${testId}-cancel`,
}: {
  testId: string;
  okText: string;
  onOk(): void;
  onCancel(): void;
  cancelText?: string;
  isSubmitting?: boolean;
  isDanger?: boolean;
  isDisabled?: boolean;
  okTestId?: string;
  cancelTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sh-form__actions">
      <Button onClick={onCancel} disabled={isSubmitting} data-testid={cancelTestId}>
        {cancelText ?? t('common.cancel')}
      </Button>
      <Button type="primary" danger={isDanger} disabled={isDisabled} loading={isSubmitting} onClick={onOk} data-testid={okTestId}>
        {okText}
      </Button>
    </div>
  );
}
