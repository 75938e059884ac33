import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/**
 * One entry of the group list (all, ungrouped, a group, shared): a button that filters the list,
 * with its phone count. A group of the member's own also gets a rename / delete menu (`onRename`).
 */
export function GroupEntry({
  label,
  count,
  icon,
  isActive,
  testId,
  onSelect,
  onRename,
  onDelete,
  onSetProxy,
}: {
  label: string;
  count: number;
  icon: ReactNode;
  isActive: boolean;
  testId: string;
  onSelect(): void;
  onRename?: () => void;
  onDelete?: () => void;
  /** Sets a proxy for every phone of the group (issue 17); the member's own groups only. */
  onSetProxy?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={`ph-groups__item${isActive ? ' is-active' : ''}`}>
      <button type="button" onClick={onSelect} aria-current={isActive || undefined} data-testid={`group-${testId}`}>
        {icon}
        <span className="ph-groups__name">{label}</span>
        <span className="ph-groups__count">{count}</span>
      </button>
      {onRename && onDelete && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', icon: <Icon name="edit" />, label: <span data-testid="group-rename">{t('phones.groups.rename')}</span> },
              ...(onSetProxy
                ? [
                    {
                      key: 'proxy',
                      icon: <Icon name="globe" />,
                      label: <span data-testid="group-set-proxy">{t('phones.groups.setProxy')}</span>,
                    },
                  ]
                : []),
              {
                key: 'delete',
                icon: <Icon name="trash" />,
                danger: true,
                label: <span data-testid="group-delete">{t('phones.groups.delete')}</span>,
              },
            ],
            onClick: ({ key }) => (key === 'rename' ? onRename() : key === 'proxy' ? onSetProxy?.() : onDelete()),
          }}
        >
          <button
            type="button"
            className="ph-icon-btn ph-groups__more"
            aria-label={t('phones.groups.manage')}
            data-testid={`group-more-${testId}`}
          >
            <Icon name="more" className="is-bold" />
          </button>
        </Dropdown>
      )}
    </li>
  );
}
