import type { Follower } from '@cloudphone/contract';
import { useEffect, useRef } from 'react';
import { FollowerTile } from './follower-tile';
import type { GroupControl } from './group-control';
import { useScrollWindow } from './use-scroll-window';

/** A tile's size: a 9:16 screen 120 px wide and its name bar. */
const TILE = { itemWidth: 120, rowHeight: 213 + 34, gap: 10 };

/**
 * The followers as a grid of live thumbnails, virtualised: only the tiles on screen exist, and
 * only their phones send frames (the group hears which through `visible`).
 */
export function FollowerGrid({
  followers,
  group,
  onOpenSingly,
}: {
  followers: Follower[];
  group: GroupControl;
  onOpenSingly(id: number): void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useScrollWindow(scrollRef, followers.length, TILE);
  const shown = view.last >= view.first ? followers.slice(view.first, view.last + 1) : [];
  const shownKey = shown.map((f) => f.phoneId).join(',');
  useEffect(() => {
    group.setVisible(shownKey ? shownKey.split(',').map(Number) : []);
  }, [group, shownKey]);
  const pitch = TILE.rowHeight + TILE.gap;
  return (
    <div className="gc-grid" ref={scrollRef} data-testid="gc-grid">
      <div className="gc-grid__space" style={{ height: view.height }}>
        {shown.map((follower, i) => {
          const index = view.first + i;
          const top = Math.floor(index / view.columns) * pitch;
          const left = (index % view.columns) * (TILE.itemWidth + TILE.gap);
          return (
            <div key={follower.phoneId} className="gc-grid__cell" style={{ top, left, width: TILE.itemWidth, height: TILE.rowHeight }}>
              <FollowerTile follower={follower} group={group} onOpenSingly={onOpenSingly} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
