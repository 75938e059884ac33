import { packageName, type PackagePrice } from '@cloudphone/contract';
import { useTranslation } from 'react-i18next';
import { fenToYuan } from '../../../shared/format';

/** A spec's packages of one order type as cards: duration, price, the original price struck through, the label. */
export function PackagePicker({
  prices,
  value,
  onChange,
}: {
  prices: PackagePrice[];
  value: number | undefined;
  onChange(priceId: number): void;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="od-cards" role="radiogroup" data-testid="order-packages">
      {prices.map((p) => (
        <button
          key={p.id}
          type="button"
          role="radio"
          aria-checked={p.id === value}
          className={`od-card od-package${p.id === value ? ' is-active' : ''}`}
          onClick={() => onChange(p.id)}
          data-testid="order-package"
          data-price-id={p.id}
        >
          {p.label && <span className="od-package__label">{p.label}</span>}
          <span className="od-package__name">{packageName(p.duration, p.durationUnit, i18n.language)}</span>
          <span className="od-package__price">¥{fenToYuan(p.price)}</span>
          {p.originalPrice > p.price && <s className="od-package__original">¥{fenToYuan(p.originalPrice)}</s>}
        </button>
      ))}
    </div>
  );
}
