import { ACCREDIT_PAGE_SIZE, type AccreditRow, type PageResult } from '@cloudphone/contract';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { Pagination, usePaging } from '../../../shared/table';
import '../sharing.css';

type GrantLike = Pick<AccreditRow, 'relationId' | 'phoneId'>;

interface GrantTableProps<Row extends GrantLike, Key extends QueryKey> {
  /** `accredit` (grants I made) or `accredited` (made to me): the test ids of the table, its rows and its empty state. */
  name: 'accredit' | 'accredited';
  columns: TableColumnsType<Row>;
  /** The list's query for a page (its filters already in). */
  pageQuery(pageNo: number, pageSize: number): UseQueryOptions<PageResult<Row>, Error, PageResult<Row>, Key>;
  emptyText: string;
  rowSelection?: TableProps<Row>['rowSelection'];
}

/**
 * An authorization list, ten a page by default (spec point 7: pageNo, pageSize; data.list,
 * data.total): a table whose wide rows scroll sideways inside its box on a phone, and the pager.
 */
export function GrantTable<Row extends GrantLike, Key extends QueryKey>({
  name,
  columns,
  pageQuery,
  emptyText,
  rowSelection,
}: GrantTableProps<Row, Key>) {
  const paging = usePaging(ACCREDIT_PAGE_SIZE);
  const query = useQuery(pageQuery(paging.page, paging.limit));
  return (
    <div className="sh-table" data-testid={`${name}-table`}>
      <Table<Row>
        rowKey="relationId"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span data-testid={`${name}-empty`}>{emptyText}</span> }}
        rowSelection={rowSelection}
        onRow={(row) =>
          ({
            'data-testid': `${name}-row`,
            'data-relation-id': row.relationId,
            'data-phone-id': row.phoneId,
          }) as HTMLAttributes<HTMLElement>
        }
      />
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </div>
  );
}
