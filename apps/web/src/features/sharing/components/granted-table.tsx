import type { AccreditListQueryInput, AccreditRow } from '@cloudphone/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantedPageQuery } from '../api/accredit';
import { useRecall } from '../hooks/use-recall';
import { ChangeGrantDialog } from './change-grant-dialog';
import { grantColumns } from './grant-columns';
import { GrantTable } from './grant-table';

export interface GrantedTableProps {
  /** The page's filters (grantee, keyword); the dialog's tab has none. */
  filters?: Pick<AccreditListQueryInput, 'subMemberPhone' | 'keyword'>;
  /** Rows ticked for a batch recall (the page); the dialog's tab ticks none. */
  selection?: { keys: readonly number[]; onChange(rows: AccreditRow[]): void };
}

/**
 * The live grants the member made (accredit-phone-list, spec point 3 "Authorization row"): the
 * phone, its tags, the grantee, view or operate, when granted and until when, the phone's business
 * status, and changing or recalling each.
 */
export function GrantedTable({ filters = {}, selection }: GrantedTableProps) {
  const { t } = useTranslation();
  const recall = useRecall();
  const [changing, setChanging] = useState<AccreditRow | null>(null);
  const columns: TableColumnsType<AccreditRow> = [
    ...grantColumns<AccreditRow>(t, { title: t('sharing.columns.grantee'), phoneOf: (row) => row.subMemberPhone, testId: 'grant-grantee' }),
    {
      title: t('sharing.columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <span className="sh-actions">
          <Button size="small" type="link" onClick={() => setChanging(row)} data-testid="grant-change">
            {t('sharing.change.open')}
          </Button>
          <Button size="small" type="link" danger onClick={() => recall([row])} data-testid="grant-recall">
            {t('sharing.recall.open')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <GrantTable
        name="accredit"
        columns={columns}
        pageQuery={(pageNo, pageSize) => grantedPageQuery({ pageNo, pageSize, ...filters })}
        emptyText={t('sharing.grantedEmpty')}
        rowSelection={
          selection && {
            selectedRowKeys: [...selection.keys],
            onChange: (_, rows) => selection.onChange(rows),
            getCheckboxProps: () => ({ 'data-testid': 'accredit-select' }) as never,
          }
        }
      />
      <ChangeGrantDialog row={changing} onClose={() => setChanging(null)} />
    </>
  );
}
