import { kindOfName } from '@cloudphone/contract';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../shared/format';
import type { PushFile } from '../push-files';

/** One file of a push: its icon (an app's own), name, size, upload progress or error, and what can be done with it. */
export function PushFileRow({ entry, onRemove, onRetry }: { entry: PushFile; onRemove(): void; onRetry(): void }) {
  const { t } = useTranslation();
  const apk = entry.uploaded?.apk;
  const percent = Math.round(entry.progress * 100);
  return (
    <li className={`up-file is-${entry.state}`} data-testid="push-file" data-state={entry.state} data-name={entry.file.name}>
      <span className="up-file__icon" aria-hidden>
        {apk?.icon ? <img src={apk.icon} alt="" /> : kindOfName(entry.file.name) === 'apk' ? 'APK' : '📄'}
      </span>
      <span className="up-file__main">
        <span className="up-file__name">{apk ? `${apk.label} · ${entry.file.name}` : entry.file.name}</span>
        <span className="up-file__meta">
          {formatFileSize(entry.file.size)}
          {apk && ` · ${apk.packageName} · ${t('uploads.version', { version: apk.versionName })}`}
        </span>
        {entry.state === 'failed' ? (
          <span className="up-problem" role="alert">
            {entry.error}
          </span>
        ) : (
          <Progress
            percent={entry.state === 'done' ? 100 : percent}
            size="small"
            status={entry.state === 'done' ? 'success' : 'active'}
            format={() =>
              entry.state === 'done' ? t('uploads.uploaded') : entry.state === 'waiting' ? t('uploads.waiting') : `${percent}%`
            }
          />
        )}
      </span>
      <span className="up-file__actions">
        {entry.state === 'failed' && (
          <button type="button" className="up-link" onClick={onRetry}>
            {t('uploads.retryUpload')}
          </button>
        )}
        <button type="button" className="up-link" onClick={onRemove} data-testid="push-file-remove">
          {entry.state === 'uploading' ? t('uploads.cancel') : t('uploads.remove')}
        </button>
      </span>
    </li>
  );
}
