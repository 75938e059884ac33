import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyPart } from '../../../shared/lazy/lazy-part';
import { isExternal } from '../menu/menu-builder';

/** The box (AutoComplete, Fuse.js) loads on first open; see lazy-part.ts. */
export const headerSearchBox = lazyPart('header-search', () => import('./header-search-box').then((m) => m.HeaderSearchBox));

/** Route search (spec point 2): an icon that opens a fuzzy search over the visible routes by title path. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { Component: HeaderSearchBox } = headerSearchBox;

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
        onPointerEnter={headerSearchBox.preload}
        onFocus={headerSearchBox.preload}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchBox query={query} onQueryChange={setQuery} onPick={go} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
