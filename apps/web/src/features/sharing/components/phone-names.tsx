import type { PhoneRow } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { phoneLabel } from './sharing-dialog-props';

/** The phones a sharing dialog acts on, by name, in a box that scrolls past a few lines. */
export function PhoneNames({ phones }: { phones: ReadonlyArray<Pick<PhoneRow, 'id' | 'alias' | 'owlId'>> }) {
  const { t } = useTranslation();
  return (
    <div className="sh-phones">
      <span className="sh-phones__count">{t('sharing.phones', { count: phones.length })}</span>
      <ul data-testid="sharing-phones">
        {phones.map((phone) => (
          <li key={phone.id}>{phoneLabel(phone)}</li>
        ))}
      </ul>
    </div>
  );
}
