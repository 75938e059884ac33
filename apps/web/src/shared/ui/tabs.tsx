import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  testId?: string;
}

/** Accessible tabs (arrow keys move between them). The panel is rendered by the caller. */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
  idPrefix,
}: {
  items: TabItem<K>[];
  active: K;
  onChange(key: K): void;
  idPrefix: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="cp-tabs" role="tablist">
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.key === active ? 0 : -1}
          className={item.key === active ? 'cp-tab is-active' : 'cp-tab'}
          data-testid={item.testId}
          onClick={() => onChange(item.key)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
