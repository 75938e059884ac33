import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './strings';

/** A settings form's data: a skeleton while it loads, the error with a retry, then the form. */
export function Loaded<T>({ query, children, testId }: { query: UseQueryResult<T>; children(data: T): ReactNode; testId: string }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Card data-testid={`${testId}-loading`}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <Result
          status="error"
          title={t('frontAdmin.loadFailed')}
          subTitle={query.error.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid={`${testId}-error`}
        />
      </Card>
    );
  return <>{children(query.data)}</>;
}
