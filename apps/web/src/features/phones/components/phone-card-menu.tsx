import type { PhoneRow } from '@cloudphone/contract';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyText } from '../../../shared/interaction';
import type { PhoneOperator } from '../hooks/use-operation-runner';
import { preloadLabelsDialog } from '../hooks/use-page-labels';
import { preloadPhoneHistory } from '../hooks/use-phone-history';
import { BATCH_MENU, type OperationKind } from '../operations';
import { blockedReason, controlBlockedReason, isOwn, menuOffers, type BlockReason } from '../phone-abilities';
import { usePhoneLabels } from '../phone-labels-context';
import { statusLabel } from '../phone-status';
import { Icon, type IconName } from './icons';
import { statusText } from './status-tag';

export const OPERATION_ICONS: Record<OperationKind, IconName> = {
  reboot: 'reboot',
  reset: 'reset',
  powerOn: 'power',
  powerOff: 'power',
  newMachine: 'zap',
  upgradeImage: 'upgrade',
  clearFiles: 'eraser',
  home: 'home',
  enterDirectly: 'enter',
  retryMigrate: 'swap',
  replace: 'swap',
  customize: 'sliders',
  density: 'screen',
  moveGroup: 'move',
  addTag: 'tag',
  proxy: 'globe',
  push: 'upload',
  uninstall: 'trash',
  accredit: 'key',
  recall: 'undo',
  transfer: 'send',
};

export interface PhoneCardMenuProps {
  phone: PhoneRow;
  operator: PhoneOperator;
  now: number;
  /** Opens the phone's operation history (any phone the member sees, shared ones included). */
  onShowHistory(phone: PhoneRow): void;
}

/**
 * A card's (or table row's) "more" menu: every operation the member's hold on the phone allows (a
 * grantee sees none other), greyed out with the reason when the phone cannot take it now; its
 * history, and copying its ID.
 */
export function PhoneCardMenu({ phone, operator, now, onShowHistory }: PhoneCardMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The Dropdown (a trigger with its portal) is mounted on the first click, not with every card:
  // scrolling a long list mounts dozens of cards a second. That click opens it.
  const [isArmed, setArmed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const labels = usePhoneLabels();
  // Arming replaces the button: give the new one the focus the clicked one had.
  useEffect(() => {
    if (!isArmed) return;
    ref.current?.focus();
    preloadPhoneHistory();
    if (isOwn(phone)) preloadLabelsDialog();
  }, [isArmed, phone]);
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
  // A greyed-out item says why under its name, so nothing is missing without a reason.
  const label = (testId: string, text: string, reason: BlockReason | null) => (
    <span className="ph-menu-item" data-testid={testId} data-blocked={reason ?? undefined}>
      <span>{text}</span>
      {reason && (
        <span className="ph-menu-item__reason" data-testid="phone-menu-reason">
          {t(`phones.blocked.${reason}`, { status: statusText(statusLabel(phone, now)) })}
        </span>
      )}
    </span>
  );
  const controlBlocked = controlBlockedReason(phone, now);
  const items: MenuProps['items'] = [
    // Remote control (the play screen): a running phone only, view-only shares included (they watch).
    {
      key: 'control',
      icon: <Icon name="enter" />,
      disabled: controlBlocked !== null,
      label: label('phone-menu-control', t('phones.action.control'), controlBlocked),
    },
    { type: 'divider' as const },
    ...BATCH_MENU.filter((kind) => menuOffers(phone, kind)).map((kind) => {
      const reason = blockedReason(phone, kind, now);
      return {
        key: kind,
        icon: <Icon name={OPERATION_ICONS[kind]} />,
        disabled: reason !== null,
        danger: kind === 'reset',
        label: label(`phone-menu-${kind}`, t(`phones.action.${kind}`), reason),
      };
    }),
    { type: 'divider' as const },
    // Only the owner pays for a phone: a shared phone's grantee has nothing to renew.
    ...(phone.accreditType === null
      ? [
          { key: 'renew', icon: <Icon name="clock" />, label: <span data-testid="phone-menu-renew">{t('phones.card.renew')}</span> },
          { key: 'upgrade', icon: <Icon name="layers" />, label: <span data-testid="phone-menu-upgrade">{t('phones.card.upgrade')}</span> },
        ]
      : []),
    // Labels are the owner's notes on the phone (issue 17): a grantee neither sees nor writes them.
    ...(isOwn(phone)
      ? [{ key: 'labels', icon: <Icon name="tag" />, label: <span data-testid="phone-menu-labels">{t('phones.action.labels')}</span> }]
      : []),
    { key: 'history', icon: <Icon name="history" />, label: <span data-testid="phone-menu-history">{t('phones.action.history')}</span> },
    { key: 'copy', icon: <Icon name="copy" />, label: <span data-testid="phone-menu-copy">{t('phones.action.copyId')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'control') void navigate(`/play?phoneId=${phone.id}`);
    else if (key === 'renew') void navigate(`/renewManage?phoneId=${phone.id}`);
    else if (key === 'upgrade') void navigate(`/payManage?upgrade=${phone.id}`);
    else if (key === 'copy') void copyText(phone.owlId);
    else if (key === 'history') onShowHistory(phone);
    else if (key === 'labels') labels.manage(phone);
    else operator.run(key as OperationKind, [phone]);
  };
  return (
    <Dropdown
      menu={{ items, onClick, className: 'ph-card-menu' }}
      trigger={['click']}
      placement="bottomRight"
      open={isOpen}
      onOpenChange={setOpen}
    >
      {button}
    </Dropdown>
  );
}
