import { memo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataCentreOf } from '../../../shared/front/use-front-lists';
import { useWindowList } from '../hooks/use-window-list';
import { isOwn } from '../phone-abilities';
import { phoneTableLayout } from '../phone-table-columns';
import { AliasEditor } from './alias-editor';
import { CopyId } from './copy-id';
import { PhoneCardMenu } from './phone-card-menu';
import { ExpiryLine, PhoneTags, SelectBox, type PhoneItemProps } from './phone-cells';
import type { PhoneListViewProps } from './phone-grid';
import { StatusPanel } from './status-panel';
import { StatusTag } from './status-tag';
import './phone-table.css';

const ROW_HEIGHT = 56;

/** The table view: the list's props and which of its columns the member chose to show. */
export interface PhoneTableProps extends PhoneListViewProps {
  isColumnVisible(key: string): boolean;
}

type RowProps = PhoneItemProps & { isColumnVisible(key: string): boolean; dataCentre: string | null };

const TableRow = memo(function TableRow({
  phone,
  isSelected,
  onSelect,
  operator,
  now,
  onShowHistory,
  isColumnVisible: shows,
  dataCentre,
}: RowProps) {
  const tagNames = phone.tags.map((tag) => tag.name).join('、');
  return (
    <div
      className={`ph-table__row${isSelected ? ' is-selected' : ''}`}
      role="row"
      data-testid="phone-row"
      data-phone-id={phone.id}
      data-owl-id={phone.owlId}
      data-status={phone.status}
    >
      <span role="cell">
        <SelectBox phone={phone} isSelected={isSelected} onSelect={onSelect} isInline />
      </span>
      {shows('name') && (
        <span role="cell" className="ph-table__name">
          <AliasEditor phone={phone} canEdit={isOwn(phone)} />
        </span>
      )}
      {shows('id') && (
        <span role="cell" title={phone.owlId}>
          <CopyId owlId={phone.owlId} />
        </span>
      )}
      {shows('status') && (
        <span role="cell" className="ph-table__status">
          <StatusTag phone={phone} now={now} />
          <span className="ph-table__panel">
            <StatusPanel phone={phone} operator={operator} now={now} />
          </span>
        </span>
      )}
      {shows('group') && (
        <span role="cell" className="ph-table__muted" title={phone.groupName ?? undefined}>
          <span className="ph-table__text">{phone.groupName ?? '—'}</span>
        </span>
      )}
      {shows('tags') && (
        <span role="cell" className="ph-table__tags" title={tagNames || undefined}>
          <PhoneTags phone={phone} />
        </span>
      )}
      {shows('region') && (
        <span role="cell" className="ph-table__muted" title={phone.city} data-testid="phone-region">
          <span className="ph-table__text">{dataCentre ?? phone.city}</span>
        </span>
      )}
      {shows('expire') && (
        <span role="cell">
          <ExpiryLine phone={phone} now={now} form="table" />
        </span>
      )}
      <span role="cell" className="ph-table__actions">
        <PhoneCardMenu phone={phone} operator={operator} now={now} onShowHistory={onShowHistory} />
      </span>
    </div>
  );
});

/**
 * The compact table view: one 56 px row per phone with the same name editing, status actions and
 * menu as the cards, virtualised like the grid. It fits a 1440 px window beside the sidebar and
 * the group panel; narrower, it scrolls sideways with the row menu pinned to the right edge.
 */
export function PhoneTable({ rows, hasMore, isLoadingMore, onLoadMore, selected, isColumnVisible, ...perPhone }: PhoneTableProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { items, totalSize } = useWindowList(ref, {
    count: rows.length + (hasMore ? 1 : 0),
    rowHeight: ROW_HEIGHT,
    onEnd: onLoadMore,
    canLoadMore: hasMore && !isLoadingMore,
    threshold: 10,
  });
  const dataCentreOf = useDataCentreOf();
  const layout = phoneTableLayout(isColumnVisible);
  const style = { '--ph-table-cols': layout.gridTemplateColumns, '--ph-table-min': `${layout.minWidth}px` } as CSSProperties;
  const shows = isColumnVisible;
  return (
    <div className="ph-table" role="table" data-testid="phone-table" style={style}>
      <div className="ph-table__inner">
        <div className="ph-table__row is-head" role="row">
          <span role="columnheader" />
          {shows('name') && <span role="columnheader">{t('phones.table.name')}</span>}
          {shows('id') && <span role="columnheader">{t('phones.table.id')}</span>}
          {shows('status') && <span role="columnheader">{t('phones.table.status')}</span>}
          {shows('group') && <span role="columnheader">{t('phones.table.group')}</span>}
          {shows('tags') && <span role="columnheader">{t('phones.table.tags')}</span>}
          {shows('region') && <span role="columnheader">{t('phones.table.region')}</span>}
          {shows('expire') && <span role="columnheader">{t('phones.table.expire')}</span>}
          <span role="columnheader" className="ph-table__actions">
            {t('phones.table.actions')}
          </span>
        </div>
        <div ref={ref} className="ph-table__body" style={{ height: totalSize }}>
          {items.map((item) => {
            const phone = rows[item.index];
            return (
              <div key={item.index} className="ph-table__slot" style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}>
                {phone ? (
                  <TableRow
                    phone={phone}
                    isSelected={selected.has(phone.id)}
                    isColumnVisible={isColumnVisible}
                    dataCentre={dataCentreOf(phone)}
                    {...perPhone}
                  />
                ) : (
                  <div className="ph-table__row is-skeleton" aria-hidden>
                    <span />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
