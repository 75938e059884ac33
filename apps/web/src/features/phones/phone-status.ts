import {
  FAILED_STATUSES,
  PHONE_STATUS,
  PHONE_STATUS_CODES,
  PHONE_STATUS_FILTER,
  TRANSITIONAL_STATUSES,
  type PhoneRow,
} from '@cloudphone/contract';

/** The picture a card shows for a phone: one per status family (status-art.tsx draws them). */
export type StatusArt =
  | 'screen'
  | 'powered-off'
  | 'restart'
  | 'reset'
  | 'upgrade'
  | 'initialize'
  | 'backup'
  | 'backup-done'
  | 'migrate'
  | 'abnormal'
  | 'maintenance'
  | 'expired';

/** Colour family of the status tag and the picture. */
export type StatusTone = 'success' | 'processing' | 'danger' | 'warning' | 'muted';

export interface StatusVisual {
  art: StatusArt;
  tone: StatusTone;
  /** An operation is under way: the picture animates, operations wait. */
  isBusy: boolean;
  /** A failed operation: the card offers retry / enter directly (failed-actions.ts). */
  isFailed: boolean;
}

/** The operation a status belongs to, so a failure shows the same picture as its run, in red. */
const ART_BY_STATUS: Record<number, StatusArt> = {
  [PHONE_STATUS.abnormal]: 'abnormal',
  [PHONE_STATUS.running]: 'screen',
  [PHONE_STATUS.restarting]: 'restart',
  [PHONE_STATUS.restartFailed]: 'restart',
  [PHONE_STATUS.resetting]: 'reset',
  [PHONE_STATUS.resetFailed]: 'reset',
  [PHONE_STATUS.upgradingImage]: 'upgrade',
  [PHONE_STATUS.upgradeImageFailed]: 'upgrade',
  [PHONE_STATUS.initializing]: 'initialize',
  [PHONE_STATUS.initializeFailed]: 'initialize',
  [PHONE_STATUS.backingUp]: 'backup',
  [PHONE_STATUS.backupFailed]: 'backup',
  [PHONE_STATUS.backupSuccessful]: 'backup-done',
  [PHONE_STATUS.migrating]: 'migrate',
  [PHONE_STATUS.migrationFailed]: 'migrate',
  [PHONE_STATUS.maintenance]: 'maintenance',
};

export const isTransitional = (status: number) => (TRANSITIONAL_STATUSES as readonly number[]).includes(status);
export const isFailedStatus = (status: number) => (FAILED_STATUSES as readonly number[]).includes(status);

/** A phone whose rental time is over (it waits for the sweeper to move it to the recycle bin). */
export const isExpired = (phone: Pick<PhoneRow, 'expireTime'>, now = Date.now()) => phone.expireTime <= now;

/**
 * Status code (spec point 4: 0, 2–14, 99) plus the expired and powered-off cases → picture, tone
 * and flags. Expiry wins over everything: an expired phone cannot be used whatever it was doing.
 */
export function statusVisual(phone: Pick<PhoneRow, 'status' | 'powerOn' | 'expireTime'>, now = Date.now()): StatusVisual {
  if (isExpired(phone, now)) return { art: 'expired', tone: 'muted', isBusy: false, isFailed: false };
  const { status } = phone;
  const isBusy = isTransitional(status);
  const isFailed = isFailedStatus(status);
  let art = ART_BY_STATUS[status] ?? 'abnormal';
  if (art === 'screen' && !phone.powerOn) art = 'powered-off';
  const tone: StatusTone = isFailed
    ? 'danger'
    : isBusy
      ? 'processing'
      : status === PHONE_STATUS.running
        ? phone.powerOn
          ? 'success'
          : 'muted'
        : status === PHONE_STATUS.backupSuccessful
          ? 'success'
          : status === PHONE_STATUS.maintenance
            ? 'warning'
            : 'danger';
  return { art, tone, isBusy, isFailed };
}

/**
 * What the status tag says: the contract's `phoneStatus.N` text, or the web's own words for the
 * two states that are not status codes (expired, powered off). Returns the key to translate.
 */
export type StatusLabel = { kind: 'status'; code: number } | { kind: 'expired' } | { kind: 'poweredOff' };

export function statusLabel(phone: Pick<PhoneRow, 'status' | 'powerOn' | 'expireTime'>, now = Date.now()): StatusLabel {
  if (isExpired(phone, now)) return { kind: 'expired' };
  if (phone.status === PHONE_STATUS.running && !phone.powerOn) return { kind: 'poweredOff' };
  return { kind: 'status', code: phone.status };
}

/**
 * The status filter's choices: every label a phone can show, so each filter finds exactly the
 * phones showing its label: the spec's codes (running meaning powered on), then powered off and
 * expired (the server's PHONE_STATUS_FILTER values).
 */
export const STATUS_FILTER_OPTIONS: readonly number[] = [
  PHONE_STATUS.running,
  PHONE_STATUS_FILTER.poweredOff,
  ...PHONE_STATUS_CODES.filter((code) => code !== PHONE_STATUS.running),
  PHONE_STATUS_FILTER.expired,
];

/** The status filter value whose choice finds this phone (the one its tag shows). */
export function statusFilterOf(phone: Pick<PhoneRow, 'status' | 'powerOn' | 'expireTime'>, now = Date.now()): number {
  const label = statusLabel(phone, now);
  if (label.kind === 'expired') return PHONE_STATUS_FILTER.expired;
  if (label.kind === 'poweredOff') return PHONE_STATUS_FILTER.poweredOff;
  return label.code;
}

/** A filter value as the label it filters on. */
export function statusFilterLabel(value: number): StatusLabel {
  if (value === PHONE_STATUS_FILTER.expired) return { kind: 'expired' };
  if (value === PHONE_STATUS_FILTER.poweredOff) return { kind: 'poweredOff' };
  return { kind: 'status', code: value };
}
