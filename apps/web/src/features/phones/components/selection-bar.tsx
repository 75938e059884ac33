import { AppstoreOutlined, DownOutlined, PartitionOutlined } from '@ant-design/icons';
import { PHONE_BATCH_MAX, type PhoneRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { renewTimesQuery } from '../api/renew-times';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { BATCH_MENU, type OperationKind } from '../operations';
import { batchOffers } from '../phone-abilities';
import { Icon } from './icons';
import { OPERATION_ICONS } from './phone-card-menu';

interface SelectionBarProps {
  /** Loaded phones under the current filters (what "select all" takes). */
  loaded: number;
  selected: ReadonlyMap<number, PhoneRow>;
  onSelectAll(): void;
  onClear(): void;
  operator: PhoneOperator;
  /** Fresh rows of the selected phones (the selection keeps what they were when ticked). */
  freshSelection(): PhoneRow[];
}

/**
 * Select all / clear and the batch menu (spec point 2): with phones shared with the member ticked,
 * only what every ticked phone allows. The free one-click new machine uses left this month are
 * shown on their entry, asked for when the menu first opens.
 */
export function SelectionBar({ loaded, selected, onSelectAll, onClear, operator, freshSelection }: SelectionBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpened, setMenuOpened] = useState(false);
  const quota = useQuery({ ...renewTimesQuery, enabled: menuOpened });
  const count = selected.size;
  const allSelected = loaded > 0 && count >= loaded;
  const ticked = [...selected.values()];
  const items: MenuProps['items'] = BATCH_MENU.filter((kind) => batchOffers(ticked, kind)).map((kind) => ({
    key: kind,
    icon: <Icon name={OPERATION_ICONS[kind]} />,
    danger: kind === 'reset',
    label: (
      <span className="ph-batch-item" data-testid={`batch-${kind}`}>
        {t(`phones.action.${kind}`)}
        {kind === 'newMachine' && quota.data && (
          <em>{t('phones.newMachineQuota', { remaining: quota.data.remaining, limit: quota.data.limit })}</em>
        )}
      </span>
    ),
  }));
  return (
    <div className={`ph-selection${count ? ' has-selection' : ''}`}>
      <label className="ph-check is-inline">
        <input
          type="checkbox"
          checked={allSelected}
          ref={(el) => {
            if (el) el.indeterminate = count > 0 && !allSelected;
          }}
          onChange={(e) => (e.target.checked ? onSelectAll() : onClear())}
          disabled={loaded === 0}
          data-testid="select-all"
        />
        <span aria-hidden />
        {t('phones.selectAll')}
      </label>
      <span className={`ph-selection__count${count > PHONE_BATCH_MAX ? ' is-over' : ''}`} data-testid="selected-count">
        {t('phones.selected', { count })}
      </span>
      {count > 0 && (
        <button type="button" className="ph-link" onClick={onClear} data-testid="select-clear">
          {t('phones.clearSelection')}
        </button>
      )}
      <span className="ph-selection__actions">
        {/* Group control takes up to 300 phones: the ticked ones go along, and its own picker adds more. */}
        <Button
          className="ph-selection__group"
          onClick={() => void navigate(count ? `/groupControl?ids=${[...selected.keys()].join(',')}` : '/groupControl')}
          data-testid="group-control-open"
          title={t('phones.groupControl')}
          aria-label={t('phones.groupControl')}
        >
          <PartitionOutlined />
          <span className="ph-selection__label">{t('phones.groupControl')}</span>
        </Button>
        <Dropdown
          menu={{ items, onClick: ({ key }) => operator.run(key as OperationKind, freshSelection()), className: 'ph-batch-menu' }}
          trigger={['click']}
          onOpenChange={(open) => open && setMenuOpened(true)}
          placement="bottomRight"
        >
          <Button type="primary" className="ph-selection__menu" onPointerEnter={() => operator.preload('replace')} data-testid="batch-menu">
            <AppstoreOutlined />
            {t('phones.batchActions')}
            <DownOutlined />
          </Button>
        </Dropdown>
      </span>
    </div>
  );
}
