import { useTranslation } from 'react-i18next';
import { RedeemCard } from '../components/redeem-card';
import { RedeemedTable } from '../components/redeemed-table';
import { RenewCard } from '../components/renew-card';
import '../redeem-codes.css';

/**
 * /redemptionCode (the user menu's "Redemption code", issue 15): redeem one code or several for new
 * phones, renew chosen phones with a renewal code, and the codes redeemed so far.
 */
export function RedeemCodesPage() {
  const { t } = useTranslation();
  return (
    <div className="rc-page" data-testid="redeem-page">
      <h1>{t('redeemCodes.title')}</h1>
      <div className="rc-cards">
        <RedeemCard />
        <RenewCard />
      </div>
      <RedeemedTable />
    </div>
  );
}
