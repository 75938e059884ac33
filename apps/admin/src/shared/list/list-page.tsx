import { PAGE_SIZES } from '@cloudphone/contract';
import { Alert, Button, Card, Empty, Form, Result, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useList, type ListOptions, type ListState } from './use-list';
import './list-page.css';

export interface ListPageProps<Row extends object, F extends object> extends ListOptions<Row, F> {
  columns: TableColumnsType<Row>;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  /** The filter form's fields (antd Form.Items named after F's keys); search and reset are added. */
  filters?: ReactNode;
  /** Actions above the table (put each behind <Authorized>); they get the applied filters (an export sends them). */
  toolbar?: (list: ListState<Row, F>) => ReactNode;
  /** What the page's other parts need of the list (a drawer showing the row a dialog just changed). */
  children?: (list: ListState<Row, F>) => ReactNode;
  /** Ticks on the rows (for actions on the chosen rows); the page keeps the chosen keys. */
  rowSelection?: TableProps<Row>['rowSelection'];
  testId?: string;
}

/**
 * An operator list screen: filter form (search, reset), toolbar, and a table paged by the server
 * (pageNo/pageSize → { list, total }), with its loading, empty and error states.
 */
export function ListPage<Row extends object, F extends object>({
  columns,
  rowKey,
  filters,
  toolbar,
  children,
  rowSelection,
  testId,
  ...options
}: ListPageProps<Row, F>) {
  const { t } = useTranslation();
  const list = useList(options);
  const [form] = Form.useForm<F>();
  const { query } = list;
  const failedFirst = query.isError && !query.data;

  return (
    <div className="adm-list" data-testid={testId}>
      {filters && (
        <Card size="small" className="adm-list__filters">
          <Form
            form={form}
            layout="inline"
            initialValues={options.initialFilters}
            onFinish={(values) => list.search({ ...options.initialFilters, ...values })}
            onReset={() => list.reset()}
            aria-label={t('list.filters')}
          >
            {filters}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" data-testid="list-search">
                  {t('common.search')}
                </Button>
                <Button htmlType="reset" data-testid="list-reset">
                  {t('common.reset')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card size="small" className="adm-list__body">
        <div className="adm-list__toolbar">
          <Space wrap>{toolbar?.(list)}</Space>
          <Button className="adm-list__refresh" onClick={() => void query.refetch()} loading={query.isFetching} data-testid="list-refresh">
            {t('common.refresh')}
          </Button>
        </div>
        {query.isError && query.data && <Alert type="error" showIcon title={t('list.loadFailed')} className="adm-list__alert" />}
        {failedFirst ? (
          <Result
            status="error"
            title={t('list.loadFailed')}
            subTitle={query.error.message}
            extra={
              <Button type="primary" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            }
            data-testid="list-error"
          />
        ) : (
          <Table<Row>
            columns={columns}
            dataSource={list.rows}
            rowKey={rowKey}
            rowSelection={rowSelection}
            loading={query.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: query.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} /> }}
            pagination={{
              current: list.page.pageNo,
              pageSize: list.page.pageSize,
              total: list.total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (count) => t('common.total', { count }),
              onChange: list.changePage,
            }}
          />
        )}
      </Card>
      {children?.(list)}
    </div>
  );
}
