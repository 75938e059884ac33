import { GROUP_CONTROL_MAX, PHONE_STATUS, type MessageKey, type PhoneRow } from '@cloudphone/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../../../shared/i18n/message';
import { initialFilters, isViewOnly, phoneListQuery, rowsOf, statusLabel, statusText } from '../phone-bridge';
import { groupProblem } from './group-selection';
import { useScrollWindow } from './use-scroll-window';

const ROW = { itemWidth: 0, rowHeight: 48 };

interface PhonePickerProps {
  initial: { phoneIds: number[]; masterId: number | null };
  onStart(selection: { phoneIds: number[]; masterId: number }): void;
}

/**
 * Choosing the group (spec point 5: 2 to 300 phones, a master among them): the member's phones they
 * may operate, searched and loaded page by page, in a virtualised list.
 */
export function PhonePicker({ initial, onStart }: PhonePickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const filters = useMemo(() => ({ ...initialFilters(), keyword: deferred }), [deferred]);
  const list = useInfiniteQuery(phoneListQuery(filters));
  const rows = useMemo(() => rowsOf(list.data).filter((row) => !isViewOnly(row)), [list.data]);
  const [picked, setPicked] = useState<number[]>(initial.phoneIds);
  const [masterId, setMasterId] = useState<number | null>(initial.masterId);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useScrollWindow(scrollRef, rows.length, ROW);
  const isPicked = useMemo(() => new Set(picked), [picked]);

  // Near the end of what is loaded, the next page comes.
  useEffect(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && view.last >= rows.length - 10) void list.fetchNextPage();
  }, [list, view.last, rows.length]);

  const toggle = (row: PhoneRow) => {
    setProblem(null);
    if (isPicked.has(row.id)) {
      setPicked(picked.filter((id) => id !== row.id));
      if (masterId === row.id) setMasterId(null);
      return;
    }
    if (picked.length >= GROUP_CONTROL_MAX) return setProblem('groupControl.max');
    setPicked([...picked, row.id]);
    if (masterId === null && row.status === PHONE_STATUS.running && row.powerOn) setMasterId(row.id);
  };
  const selectAllLoaded = () => {
    const next = [...picked, ...rows.map((r) => r.id).filter((id) => !isPicked.has(id))];
    if (next.length > GROUP_CONTROL_MAX) setProblem('groupControl.max');
    setPicked(next.slice(0, GROUP_CONTROL_MAX));
    if (masterId === null) setMasterId(rows.find((r) => r.status === PHONE_STATUS.running && r.powerOn)?.id ?? next[0] ?? null);
  };
  const start = () => {
    const why = groupProblem(picked, masterId);
    if (why) return setProblem(why);
    onStart({ phoneIds: picked, masterId: masterId! });
  };

  const shown = view.last >= view.first ? rows.slice(view.first, view.last + 1) : [];
  return (
    <section className="gc-picker" data-testid="gc-picker">
      <header className="gc-picker__head">
        <div>
          <h2>{t('play.group.pickTitle')}</h2>
          <p>{t('play.group.pickHint')}</p>
        </div>
        <Button type="primary" size="large" onClick={start} data-testid="gc-start">
          {t('play.group.start')}
        </Button>
      </header>
      <div className="gc-picker__bar">
        <Input.Search
          allowClear
          placeholder={t('play.group.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          className="gc-picker__search"
          data-testid="gc-search"
        />
        <span className="gc-picker__count" data-testid="gc-picked-count">
          {t('play.group.selected', { count: picked.length })} / {GROUP_CONTROL_MAX}
        </span>
        <Button onClick={selectAllLoaded} data-testid="gc-select-all">
          {t('play.group.selectAllLoaded')}
        </Button>
        <Button onClick={() => (setPicked([]), setMasterId(null), setProblem(null))}>{t('play.group.clear')}</Button>
      </div>
      {problem && (
        <p className="gc-picker__error" role="alert" data-testid="gc-problem">
          {tm(problem)}
        </p>
      )}
      <div className="gc-picker__list" ref={scrollRef} data-testid="gc-pick-list">
        {list.isSuccess && rows.length === 0 && <p className="gc-picker__empty">{t('play.group.empty')}</p>}
        <div style={{ height: view.height, position: 'relative' }}>
          {shown.map((row, i) => {
            const checked = isPicked.has(row.id);
            const isMaster = masterId === row.id;
            return (
              <div
                key={row.id}
                className={`gc-pick${checked ? ' is-picked' : ''}`}
                style={{ top: (view.first + i) * ROW.rowHeight, height: ROW.rowHeight }}
                data-testid="gc-pick-row"
                data-phone-id={row.id}
              >
                <label className="gc-pick__check">
                  <input type="checkbox" checked={checked} onChange={() => toggle(row)} data-testid="gc-pick" />
                  <span className="gc-pick__name">{row.alias}</span>
                  <span className="gc-pick__id">{row.owlId}</span>
                </label>
                <span className="gc-pick__status">{statusText(statusLabel(row))}</span>
                {/* The master control keeps its column on every row, so the statuses line up. */}
                <span className="gc-pick__slot">
                  {checked &&
                    (isMaster ? (
                      <span className="gc-pick__master is-on" data-testid="gc-master-mark">
                        {t('play.group.master')}
                      </span>
                    ) : (
                      <button type="button" className="gc-pick__master" onClick={() => setMasterId(row.id)} data-testid="gc-set-master">
                        {t('play.group.setMaster')}
                      </button>
                    ))}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
