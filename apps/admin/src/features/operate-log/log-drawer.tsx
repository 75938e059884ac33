import type { OperateLogRow } from '@cloudphone/contract';
import { formatTime } from '@web/shared/format/format-time';
import { useMediaQuery } from '@web/shared/interaction/use-media-query';
import { Descriptions, Drawer, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedCount, jsonLines, type Side } from './json-diff';
import { MethodTag } from './method-tag';

/** One side, pretty-printed, its changed fields highlighted. */
function JsonPane({ side, value, other }: { side: Side; value: unknown; other: unknown }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined;
  return (
    <section className="adm-oplog__pane" data-testid={`json-${side}`}>
      <Typography.Title level={5} className="adm-oplog__pane-title">
        {t(side === 'before' ? 'operateLogAdmin.before' : 'operateLogAdmin.after')}
      </Typography.Title>
      {empty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={side === 'before' ? t('operateLogAdmin.nothingBefore') : t('operateLogAdmin.nothing')}
        />
      ) : (
        <pre className="adm-oplog__json">
          {jsonLines(value, other, side).map((line, index) => (
            <div
              key={index}
              className={line.mark ? `adm-oplog__line adm-oplog__line--${line.mark}` : 'adm-oplog__line'}
              style={{ paddingLeft: `${line.depth * 2}ch` }}
              data-mark={line.mark ?? undefined}
            >
              {line.text}
            </div>
          ))}
        </pre>
      )}
    </section>
  );
}

/** One audit record: who, what, from where, and the row before beside what the call sent. */
export function LogDrawer({ row, onClose }: { row: OperateLogRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767px)');
  const changed = row ? changedCount(row.before, row.after) : null;
  return (
    <Drawer
      open={row !== null}
      title={t('operateLogAdmin.detail')}
      onClose={onClose}
      size={narrow ? '100%' : 960}
      destroyOnHidden
      data-testid="log-drawer"
    >
      {row && (
        <>
          <Descriptions
            column={narrow ? 1 : 2}
            size="small"
            bordered
            items={[
              { key: 'user', label: t('operateLogAdmin.userName'), children: row.userName },
              { key: 'time', label: t('operateLogAdmin.createTime'), children: formatTime(row.createTime) },
              { key: 'method', label: t('operateLogAdmin.method'), children: <MethodTag method={row.method} /> },
              { key: 'ip', label: t('operateLogAdmin.ip'), children: row.ip ?? '—' },
              {
                key: 'path',
                label: t('operateLogAdmin.path'),
                span: narrow ? 1 : 2,
                children: <code className="adm-oplog__path">{row.path}</code>,
              },
            ]}
          />
          {changed !== null && (
            <Typography.Paragraph type="secondary" className="adm-oplog__summary" data-testid="log-changed">
              {changed ? t('operateLogAdmin.changedCount', { count: changed }) : t('operateLogAdmin.noChange')}
            </Typography.Paragraph>
          )}
          <div className="adm-oplog__diff">
            <JsonPane side="before" value={row.before} other={row.after} />
            <JsonPane side="after" value={row.after} other={row.before} />
          </div>
        </>
      )}
    </Drawer>
  );
}
