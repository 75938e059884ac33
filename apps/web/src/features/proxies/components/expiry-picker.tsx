import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { futureOnly } from '../../../shared/time/future-only';

/** A proxy's expiry: a date and time later than now, or empty (never expires). */
export function ExpiryPicker({
  value,
  onChange,
  hasProblem,
}: {
  value: number | null;
  onChange(expireTime: number | null): void;
  hasProblem: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker
      className="px-expiry"
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={value === null ? null : dayjs(value)}
      onChange={(day) => onChange(day ? day.second(0).millisecond(0).valueOf() : null)}
      disabledDate={futureOnly.disabledDate}
      disabledTime={futureOnly.disabledTime}
      placeholder={t('proxy.form.expirePlaceholder')}
      status={hasProblem ? 'error' : undefined}
      data-testid="proxy-expire"
    />
  );
}
