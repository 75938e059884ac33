import { AutoComplete, Input, type InputRef } from 'antd';
import Fuse from 'fuse.js';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuStore } from '../menu/menu-store';
import { SEARCH_OPTIONS, searchEntries, searchQuery, type SearchItem } from './route-search';

export interface HeaderSearchBoxProps {
  query: string;
  onQueryChange(query: string): void;
  onPick(path: string): void;
  onClose(): void;
}

/** The route search's box (antd AutoComplete over Fuse.js), loaded when the search icon is first clicked. */
export function HeaderSearchBox({ query, onQueryChange, onPick, onClose }: HeaderSearchBoxProps) {
  const { t } = useTranslation();
  const tree = useMenuStore((s) => s.tree);
  const input = useRef<InputRef>(null);

  // The box mounts when the search opens: focus it, as the icon's click promised.
  useEffect(() => input.current?.focus(), []);

  const fuse = useMemo(() => {
    const items: SearchItem[] = searchEntries(tree).map((entry) => ({
      path: entry.path,
      title: entry.titles.map((key) => t(key as never)).join(' > '),
    }));
    return new Fuse(items, SEARCH_OPTIONS);
  }, [tree, t]);

  const q = searchQuery(query);
  const options = q ? fuse.search(q).map(({ item }) => ({ value: item.path, label: item.title })) : [];

  return (
    <AutoComplete
      className="cp-search__box"
      options={options}
      value={query}
      onChange={onQueryChange}
      onSelect={(value: string) => onPick(value)}
      onBlur={() => !query && onClose()}
      notFoundContent={q ? t('shell.searchEmpty') : null}
      popupMatchSelectWidth={260}
      defaultActiveFirstOption
    >
      <Input
        ref={input}
        size="small"
        placeholder={t('shell.searchPlaceholder')}
        data-testid="top-search-input"
        allowClear
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      />
    </AutoComplete>
  );
}
