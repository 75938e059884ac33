import { PAGE_SIZES, type RedeemBatchRow, type RedeemCodeRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Alert, Button, Drawer, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { useConfirmAction, useList } from '../../shared/list';
import { BATCHES, CODE_UPDATE, CODES, codePage, disableCode } from './api';

type CodeState = 'unused' | 'redeemed' | 'voided';
const stateOf = (code: RedeemCodeRow, batch: RedeemBatchRow): CodeState =>
  code.redeemTime !== null ? 'redeemed' : code.voidTime !== null || batch.disabled ? 'voided' : 'unused';
const STATE_COLORS: Record<CodeState, string> = { unused: 'processing', redeemed: 'success', voided: 'default' };

function CodesTable({ batch }: { batch: RedeemBatchRow }) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const list = useList<RedeemCodeRow, object>({
    queryKey: [...CODES, batch.id],
    fetchPage: (page) => codePage({ batchId: batch.id, ...page }),
    initialFilters: {},
  });
  const columns: TableColumnsType<RedeemCodeRow> = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    { title: t('redeemAdmin.drawer.code'), dataIndex: 'codeHint', render: (hint: string) => <code>{hint}</code> },
    {
      title: t('redeemAdmin.status'),
      key: 'state',
      render: (_, row) => {
        const state = stateOf(row, batch);
        return <Tag color={STATE_COLORS[state]}>{t(`redeemAdmin.drawer.state.${state}`)}</Tag>;
      },
    },
    { title: t('redeemAdmin.drawer.redeemedBy'), dataIndex: 'redeemedBy', render: (id: number | null) => (id ? `#${id}` : '—') },
    {
      title: t('redeemAdmin.drawer.redeemTime'),
      dataIndex: 'redeemTime',
      render: (time: number | null) => (time ? formatTime(time) : '—'),
    },
    { title: t('redeemAdmin.drawer.phones'), dataIndex: 'phoneIds', render: (ids: number[]) => (ids.length ? ids.join(', ') : '—') },
    { title: t('redeemAdmin.drawer.voidTime'), dataIndex: 'voidTime', render: (time: number | null) => (time ? formatTime(time) : '—') },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        stateOf(row, batch) === 'unused' && (
          <Authorized permissions={[CODE_UPDATE]}>
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm({
                  title: t('redeemAdmin.voidCodeTitle', { code: row.codeHint }),
                  content: t('redeemAdmin.voidCodeHint'),
                  danger: true,
                  okText: t('redeemAdmin.void'),
                  action: () => disableCode(row.id),
                  invalidate: [CODES, BATCHES],
                })
              }
              data-testid={`void-code-${row.id}`}
            >
              {t('redeemAdmin.void')}
            </Button>
          </Authorized>
        ),
    },
  ];
  if (list.query.isError && !list.query.data)
    return <Alert type="error" showIcon title={t('list.loadFailed')} description={list.query.error.message} />;
  return (
    <Table<RedeemCodeRow>
      size="small"
      columns={columns}
      dataSource={list.rows}
      rowKey="id"
      loading={list.query.isFetching}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: list.page.pageNo,
        pageSize: list.page.pageSize,
        total: list.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (count) => t('common.total', { count }),
        onChange: list.changePage,
      }}
      data-testid="codes-table"
    />
  );
}

/** A batch's codes (their ends only: the plain codes were shown once), who redeemed each, and voiding one. */
export function BatchCodesDrawer({ batch, onClose }: { batch: RedeemBatchRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  return (
    <Drawer
      open={batch !== null}
      title={t('redeemAdmin.drawer.title', { id: batch?.id ?? '' })}
      onClose={onClose}
      size={narrow ? '100%' : 800}
      destroyOnHidden
      data-testid="codes-drawer"
    >
      {batch && <CodesTable batch={batch} />}
    </Drawer>
  );
}
