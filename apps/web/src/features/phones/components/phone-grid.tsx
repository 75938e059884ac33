import type { PhoneRow } from '@cloudphone/contract';
import { useRef } from 'react';
import { useElementWidth, useWindowList } from '../hooks/use-window-list';
import { SkeletonCards } from './list-states';
import { PhoneCard } from './phone-card';
import type { PhoneItemProps } from './phone-cells';

/** Card sizes: a phone-width layout below 560 px of list width (two columns on a 375 px screen). */
export const GRID_LAYOUT = {
  wide: { minCard: 196, mediaHeight: 214, bodyHeight: 116, gap: 16 },
  narrow: { minCard: 148, mediaHeight: 184, bodyHeight: 116, gap: 10 },
} as const;

export const columnsFor = (width: number, minCard: number, gap: number) => Math.max(1, Math.floor((width + gap) / (minCard + gap)));

/** A list view (grid or table): the loaded phones, paging, the selection, and what each card or row is given. */
export interface PhoneListViewProps extends Omit<PhoneItemProps, 'phone' | 'isSelected'> {
  rows: PhoneRow[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore(): void;
  selected: ReadonlyMap<number, PhoneRow>;
}

/**
 * The card grid, virtualised by rows of cards (docs/decisions/006-virtual-list.md): as many
 * columns as fit, one row of placeholders at the end while the next page loads.
 */
export function PhoneGrid({ rows, hasMore, isLoadingMore, onLoadMore, selected, ...perPhone }: PhoneListViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const layout = width > 0 && width < 560 ? GRID_LAYOUT.narrow : GRID_LAYOUT.wide;
  const columns = columnsFor(width || 1200, layout.minCard, layout.gap);
  const cardHeight = layout.mediaHeight + layout.bodyHeight;
  const rowCount = Math.ceil(rows.length / columns) + (hasMore ? 1 : 0);
  const { items, totalSize } = useWindowList(ref, {
    count: rowCount,
    rowHeight: cardHeight + layout.gap,
    onEnd: onLoadMore,
    canLoadMore: hasMore && !isLoadingMore,
  });
  return (
    <div
      ref={ref}
      className="ph-grid"
      data-testid="phone-grid"
      style={{
        height: totalSize,
        ['--ph-media-h' as string]: `${layout.mediaHeight}px`,
        ['--ph-body-h' as string]: `${layout.bodyHeight}px`,
      }}
    >
      {items.map((item) => {
        const start = item.index * columns;
        const slice = rows.slice(start, start + columns);
        return (
          <div
            key={item.index}
            className="ph-grid__row"
            style={{
              transform: `translateY(${item.start}px)`,
              height: cardHeight,
              gap: layout.gap,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {slice.length > 0 ? (
              slice.map((phone) => <PhoneCard key={phone.id} phone={phone} isSelected={selected.has(phone.id)} {...perPhone} />)
            ) : (
              <SkeletonCards count={columns} />
            )}
          </div>
        );
      })}
    </div>
  );
}
