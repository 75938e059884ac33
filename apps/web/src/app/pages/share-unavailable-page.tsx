import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

/**
 * /shareVideo, /sharePhoneVideo, /shareGame: sharing a phone's screen or a game arrives in a later
 * release. Until then the link says so plainly rather than showing made-up content.
 */
export function ShareUnavailablePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={
        <svg
          width="96"
          height="96"
          viewBox="0 0 96 96"
          fill="none"
          stroke="url(#share-g)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <defs>
            <linearGradient id="share-g" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#409eff" />
              <stop offset="1" stopColor="#1e4fd8" />
            </linearGradient>
          </defs>
          <rect x="28" y="10" width="40" height="76" rx="8" />
          <path d="M43 74h10M42 38l14 9-14 9z" />
        </svg>
      }
      testId="page-share-unavailable"
      title={t('pages.shareTitle')}
      text={t('pages.shareText')}
      actions={
        <Link to="/" className="cp-btn cp-btn--primary cp-btn--md">
          {t('pages.backHome')}
        </Link>
      }
    />
  );
}
