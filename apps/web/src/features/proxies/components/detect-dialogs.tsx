import type { ProxyDetectResult, ProxyRow } from '@cloudphone/contract';
import { Alert, Button, Descriptions, Modal, Progress, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import type { BatchDetection, SingleDetection } from '../hooks/use-detection';

const addressOf = (proxy: Pick<ProxyRow, 'host' | 'port'>) => `${proxy.host}:${proxy.port}`;
const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
/** The server's words for the result, or "Detection failed" for a call that failed as a whole. */
const messageOf = (result: ProxyDetectResult) => result.msg || tm(result.ok ? 'proxy.detect.success' : 'proxy.detect.failed');

/** What one detection found (spec point 8: IP, region, time zone, longitude, latitude), or why it failed. */
export function DetectResult({ result }: { result: ProxyDetectResult }) {
  const { t } = useTranslation();
  return (
    <div data-testid="proxy-detect-result" data-ok={result.ok}>
      <Alert type={result.ok ? 'success' : 'error'} showIcon title={<span data-testid="proxy-detect-message">{messageOf(result)}</span>} />
      {result.ok && (
        <Descriptions size="small" column={1} bordered className="px-detect-details">
          <Descriptions.Item label={t('proxy.detect.ip')}>
            <span data-testid="proxy-detect-ip">{orDash(result.outboundIp)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('proxy.detect.country')}>{orDash(result.country)}</Descriptions.Item>
          <Descriptions.Item label={t('proxy.detect.region')}>
            <span data-testid="proxy-detect-region">{orDash([result.region, result.city].filter(Boolean).join(' / '))}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('proxy.detect.timeZone')}>{orDash(result.timeZone)}</Descriptions.Item>
          <Descriptions.Item label={t('proxy.detect.longitude')}>{orDash(result.longitude)}</Descriptions.Item>
          <Descriptions.Item label={t('proxy.detect.latitude')}>{orDash(result.latitude)}</Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

/** One proxy's detection: a spinner while it runs, then its result. */
export function DetectResultDialog({ detection, onClose }: { detection: SingleDetection | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={detection !== null}
      title={t('proxy.detect.resultTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="proxy-detect-close">
          {t('proxy.detect.close')}
        </Button>
      }
      destroyOnHidden
      modalRender={(node) => <div data-testid="proxy-detect-dialog">{node}</div>}
    >
      {detection &&
        (detection.result ? (
          <DetectResult result={detection.result} />
        ) : (
          <div className="px-detect-running" data-testid="proxy-detect-running">
            <Spin />
            <span>{t('proxy.detect.running', { proxy: addressOf(detection.proxy) })}</span>
          </div>
        ))}
    </Modal>
  );
}

/** A batch detection: its progress, each proxy's result as it comes, and the sum at the end. */
export function DetectProgressDialog({
  detection,
  onStop,
  onClose,
}: {
  detection: BatchDetection | null;
  onStop(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const total = detection?.proxies.length ?? 0;
  const results = detection ? Object.values(detection.results) : [];
  const ok = results.filter((result) => result.ok).length;
  return (
    <Modal
      open={detection !== null}
      title={t('proxy.detect.progressTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <>
          {detection && !detection.isDone && (
            <Button onClick={onStop} data-testid="proxy-detect-stop">
              {t('proxy.detect.stop')}
            </Button>
          )}
          <Button type="primary" onClick={onClose} data-testid="proxy-detect-progress-close">
            {t('proxy.detect.close')}
          </Button>
        </>
      }
      width={600}
      destroyOnHidden
      modalRender={(node) => <div data-testid="proxy-detect-progress">{node}</div>}
    >
      {detection && (
        <div className="px-detect-batch" data-done={detection.isDone}>
          <Progress percent={total ? Math.round((results.length / total) * 100) : 0} status={detection.isDone ? 'normal' : 'active'} />
          <p data-testid="proxy-detect-count" data-done={results.length} data-total={total}>
            {t('proxy.detect.progress', { done: results.length, total })}
            {detection.isDone && (
              <span data-testid="proxy-detect-summary">
                {' · '}
                {t('proxy.detect.summary', { ok, failed: results.length - ok })}
              </span>
            )}
          </p>
          {detection.isStopped && <Alert type="warning" showIcon title={t('proxy.detect.stopped', { count: total - results.length })} />}
          <ul className="px-detect-batch__list">
            {detection.proxies.map((proxy) => {
              const result = detection.results[proxy.id];
              return (
                <li key={proxy.id} data-testid="proxy-detect-item" data-id={proxy.id} data-ok={result ? result.ok : undefined}>
                  <code>{addressOf(proxy)}</code>
                  {result ? (
                    <>
                      <Tag color={result.ok ? 'green' : 'red'}>{t(result.ok ? 'proxy.status.available' : 'proxy.status.failed')}</Tag>
                      <span className="px-detect-batch__info">
                        {result.ok
                          ? [result.outboundIp, result.country, result.region, result.city].filter(Boolean).join(' · ')
                          : messageOf(result)}
                      </span>
                    </>
                  ) : (
                    <Spin size="small" />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}
