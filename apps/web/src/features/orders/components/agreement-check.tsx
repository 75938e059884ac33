import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The authorization agreement a purchase or renewal needs ticked (spec point 5); its name opens its text. */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  return (
    <>
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="order-agree">
        {t('orders.buy.agree')}{' '}
        <a
          onClick={(e) => {
            e.preventDefault();
            setReading(true);
          }}
          data-testid="order-agreement-open"
        >
          {t('orders.buy.agreement')}
        </a>
      </Checkbox>
      <Modal
        open={reading}
        title={t('orders.agreementTitle')}
        onCancel={() => setReading(false)}
        onOk={() => {
          onChange(true);
          setReading(false);
        }}
        data-testid="order-agreement"
      >
        <div className="od-agreement">{t('orders.agreementText')}</div>
      </Modal>
    </>
  );
}
