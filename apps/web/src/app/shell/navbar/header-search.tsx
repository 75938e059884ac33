import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, type InputRef } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isExternal } from '../menu/menu-builder';
import { useMenuStore } from '../menu/menu-store';
import { SEARCH_OPTIONS, searchEntries, searchQuery, type SearchItem } from './route-search';

/** Route search (spec point 2): an icon that opens a fuzzy search over the visible routes by title path. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useMenuStore((s) => s.tree);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<InputRef>(null);

  const fuse = useMemo(() => {
    const items: SearchItem[] = searchEntries(tree).map((entry) => ({
      path: entry.path,
      title: entry.titles.map((key) => t(key as never)).join(' > '),
    }));
    return new Fuse(items, SEARCH_OPTIONS);
  }, [tree, t]);

  const q = searchQuery(query);
  const options = q ? fuse.search(q).map(({ item }) => ({ value: item.path, label: item.title })) : [];

  const go = (path: string) => {
    setQuery('');
    setOpen(false);
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  return (
    <div className={`cp-search${open ? ' is-open' : ''}`}>
      <Button
        type="text"
        className="cp-navbar__icon"
        icon={<SearchOutlined />}
        aria-label={t('shell.search')}
        data-testid="top-search"
        onClick={() => {
          setOpen((o) => !o);
          setTimeout(() => input.current?.focus(), 0);
        }}
      />
      {open && (
        <AutoComplete
          className="cp-search__box"
          options={options}
          value={query}
          onChange={setQuery}
          onSelect={(value: string) => go(value)}
          onBlur={() => !query && setOpen(false)}
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
              if (event.key === 'Escape') setOpen(false);
            }}
          />
        </AutoComplete>
      )}
    </div>
  );
}
