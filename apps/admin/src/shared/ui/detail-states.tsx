import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A detail page while its record loads. */
export function DetailSkeleton() {
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/** A detail page whose record failed to load: the reason, the way back and a retry. */
export function DetailLoadFailed({
  message,
  back,
  onRetry,
  testId,
}: {
  message: string;
  back: ReactNode;
  onRetry(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      subTitle={message}
      extra={[
        back,
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>,
      ]}
      data-testid={testId}
    />
  );
}
