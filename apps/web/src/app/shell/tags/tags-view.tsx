import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { lastViewPath, TAG_SCROLL_PADDING, wheelScrollDelta, type TagView } from './tag-rules';
import { useTagsStore } from './tags-store';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';
const ACTION_LABEL = {
  refresh: 'shell.tagRefresh',
  close: 'shell.tagClose',
  closeOthers: 'shell.tagCloseOthers',
  closeLeft: 'shell.tagCloseLeft',
  closeRight: 'shell.tagCloseRight',
  closeAll: 'shell.tagCloseAll',
} as const;

/** Spec point 2 tag bar: visited views, a context menu per tag, affixed tabs that cannot be closed. */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useTagsStore((s) => s.views);
  const store = useTagsStore.getState;
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the active tag in sight, with the spec's 4 px padding.
  useEffect(() => {
    const box = scroller.current;
    const tag = box?.querySelector<HTMLElement>('.cp-tag.is-active');
    if (!box || !tag) return;
    if (tag.offsetLeft < box.scrollLeft) box.scrollLeft = tag.offsetLeft - TAG_SCROLL_PADDING;
    else if (tag.offsetLeft + tag.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = tag.offsetLeft + tag.offsetWidth - box.clientWidth + TAG_SCROLL_PADDING;
  }, [pathname, views.length]);

  const afterClose = (view: TagView) => {
    if (view.path !== pathname) return;
    const left = useTagsStore.getState().views;
    if (!left.some((v) => v.path === pathname)) void navigate(lastViewPath(left));
  };

  const run = (action: Action, view: TagView) => {
    switch (action) {
      case 'refresh':
        store().refresh(view.path);
        if (view.path !== pathname) void navigate(view.fullPath);
        return;
      case 'close':
        store().close(view.path);
        return afterClose(view);
      case 'closeOthers':
        store().closeOthers(view.path);
        if (view.path !== pathname) void navigate(view.fullPath);
        return;
      case 'closeLeft':
        store().closeLeft(view.path);
        break;
      case 'closeRight':
        store().closeRight(view.path);
        break;
      case 'closeAll':
        store().closeAll();
        break;
    }
    const left = useTagsStore.getState().views;
    if (!left.some((v) => v.path === pathname)) void navigate(lastViewPath(left));
  };

  const menuFor = (view: TagView, index: number): MenuProps => {
    const actions: Action[] = ['refresh'];
    if (!view.affix) actions.push('close');
    actions.push('closeOthers');
    if (views.slice(0, index).some((v) => !v.affix)) actions.push('closeLeft');
    if (views.slice(index + 1).some((v) => !v.affix)) actions.push('closeRight');
    actions.push('closeAll');
    return {
      items: actions.map((action) => ({ key: action, label: <span data-testid={`tag-menu-${action}`}>{t(ACTION_LABEL[action])}</span> })),
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run(key as Action, view);
      },
    };
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (scroller.current) scroller.current.scrollLeft += wheelScrollDelta(event.deltaY, event.deltaX);
  };

  return (
    <div className="cp-tags" data-testid="tags-view">
      <div className="cp-tags__scroll" ref={scroller} onWheel={onWheel}>
        {views.map((view, index) => {
          const active = view.path === pathname;
          return (
            <Dropdown key={view.path} menu={menuFor(view, index)} trigger={['contextMenu']}>
              <Link
                to={view.fullPath}
                className={`cp-tag${active ? ' is-active' : ''}`}
                data-testid={`tag-${view.path}`}
                aria-current={active ? 'page' : undefined}
              >
                <span className="cp-tag__dot" />
                <span className="cp-tag__title">{view.title ? t(view.title as never) : t('menu.noName')}</span>
                {!view.affix && (
                  <button
                    type="button"
                    className="cp-tag__close"
                    aria-label={t('shell.tagClose')}
                    data-testid={`tag-close-${view.path}`}
                    onClick={(event) => {
                      event.preventDefault();
                      event.stopPropagation();
                      run('close', view);
                    }}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </Link>
            </Dropdown>
          );
        })}
      </div>
    </div>
  );
}
