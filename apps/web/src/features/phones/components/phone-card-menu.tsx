import type { PhoneRow } from '@cloudphone/contract';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/interaction';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { BATCH_MENU, type OperationKind } from '../operations';
import { canOperate } from '../phone-abilities';
import { Icon, type IconName } from './icons';

export const OPERATION_ICONS: Record<OperationKind, IconName> = {
  reboot: 'reboot',
  reset: 'reset',
  powerOn: 'power',
  powerOff: 'power',
  newMachine: 'zap',
  clearFiles: 'eraser',
  home: 'home',
  enterDirectly: 'enter',
  retryMigrate: 'swap',
  replace: 'swap',
  customize: 'sliders',
  density: 'screen',
  moveGroup: 'move',
  addTag: 'tag',
};

/** A card's (or table row's) "more" menu: every operation the phone can take now, plus copying its ID. */
export function PhoneCardMenu({ phone, operator, now }: { phone: PhoneRow; operator: PhoneOperator; now: number }) {
  const { t } = useTranslation();
  // The Dropdown (a trigger with its portal) is mounted on the first click, not with every card:
  // scrolling a long list mounts dozens of cards a second. That click opens it.
  const [isArmed, setArmed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // Arming replaces the button: give the new one the focus the clicked one had.
  useEffect(() => {
    if (isArmed) ref.current?.focus();
  }, [isArmed]);
  const button = (
    <button
      ref={ref}
      type="button"
      className="ph-icon-btn ph-more"
      aria-label={t('phones.moreActions')}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      data-testid="phone-more"
      onPointerEnter={() => operator.preload('reboot')}
      onClick={
        isArmed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    >
      <Icon name="more" className="is-bold" />
    </button>
  );
  if (!isArmed) return button;
  const items: MenuProps['items'] = [
    ...BATCH_MENU.filter((kind) => !(kind === 'powerOn' && phone.powerOn) && !(kind === 'powerOff' && !phone.powerOn)).map((kind) => ({
      key: kind,
      icon: <Icon name={OPERATION_ICONS[kind]} />,
      disabled: !canOperate(phone, kind, now),
      danger: kind === 'reset',
      label: <span data-testid={`phone-menu-${kind}`}>{t(`phones.action.${kind}`)}</span>,
    })),
    { type: 'divider' as const },
    { key: 'copy', icon: <Icon name="copy" />, label: <span data-testid="phone-menu-copy">{t('phones.action.copyId')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'copy') void copyText(phone.owlId);
    else operator.run(key as OperationKind, [phone]);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" open={isOpen} onOpenChange={setOpen}>
      {button}
    </Dropdown>
  );
}
