import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while a page of phones loads (the first one, or the next as the member scrolls). */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="ph-card is-skeleton" aria-hidden>
          <div className="ph-card__media" />
          <div className="ph-card__body">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </>
  );
}

/** An empty fleet, an empty search, or a failed load: a picture, what happened, and what to do. */
export function ListMessage({
  tone = 'empty',
  title,
  text,
  action,
  testId,
}: {
  tone?: 'empty' | 'error';
  title: string;
  text?: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div className={`ph-message is-${tone}`} data-testid={testId}>
      <svg viewBox="0 0 160 120" aria-hidden focusable="false">
        <ellipse cx="80" cy="104" rx="56" ry="8" className="ph-message__shadow" />
        <rect x="52" y="10" width="56" height="92" rx="10" className="ph-message__phone" />
        <rect x="57" y="19" width="46" height="72" rx="4" className="ph-message__screen" />
        {tone === 'error' ? (
          <path d="M80 40v20 M80 68v2" className="ph-message__glyph" />
        ) : (
          <path d="M70 52h20 M70 60h14 M66 44h28" className="ph-message__glyph" />
        )}
        <circle cx="122" cy="30" r="5" className="ph-message__dot" />
        <circle cx="36" cy="64" r="3.5" className="ph-message__dot" />
      </svg>
      <h3>{title}</h3>
      {text && <p>{text}</p>}
      {action}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <ListMessage
      tone="error"
      title={t('phones.loadFailed')}
      testId="phone-list-error"
      action={
        <Button onClick={onRetry} data-testid="phone-list-retry">
          {t('phones.retry')}
        </Button>
      }
    />
  );
}
