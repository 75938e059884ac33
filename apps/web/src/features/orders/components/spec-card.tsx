import type { PhoneConfiguration } from '@cloudphone/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A spec as a selectable card: its name, hardware and image, and what the page adds (a tag, a price). */
export function SpecCard({
  spec,
  active,
  onSelect,
  testId,
  children,
}: {
  spec: PhoneConfiguration;
  active: boolean;
  onSelect(): void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      className={`od-card od-spec${active ? ' is-active' : ''}`}
      onClick={onSelect}
      data-testid={testId}
      data-spec-id={spec.id}
    >
      <strong>{spec.name}</strong>
      <span className="od-spec__line">
        {t('orders.buy.specLine', {
          cpu: spec.cpu,
          memory: spec.memory,
          storage: spec.storage,
          android: spec.androidVersion,
          chip: spec.chip,
        })}
      </span>
      {children}
    </button>
  );
}
