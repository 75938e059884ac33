import { PHONE_STATUS, TRANSITIONAL_STATUSES, translate, type FollowerState, type Locale, type PhoneStatus } from '@cloudphone/contract';
import { statusName } from '../../phones/phone-batch.js';
import '../../../http/server-messages.js';

/** What a follower's phone is doing now, as group control sees it. */
export interface FollowerCondition {
  status: number;
  powerOn: boolean;
  /** From the driver, for an abnormal phone: off the network, or broken while online. */
  online?: boolean;
}

/**
 * Whether a phone can follow the master now, and if not, why in the member's words: the same
 * messages the play screen gives (设备离线, 云机异常, "Phone status {status}, try later").
 */
export function followerStateOf({ status, powerOn, online }: FollowerCondition, locale: Locale): { state: FollowerState; msg: string } {
  if (status === PHONE_STATUS.abnormal)
    return online
      ? { state: 'abnormal', msg: translate('stream.phoneAbnormal', locale) }
      : { state: 'offline', msg: translate('stream.offline', locale) };
  if (status === PHONE_STATUS.maintenance) return { state: 'abnormal', msg: translate('stream.phoneAbnormal', locale) };
  const busy = translate('phones.busy', locale, { status: statusName(status, locale) });
  if (TRANSITIONAL_STATUSES.includes(status as PhoneStatus)) return { state: 'busy', msg: busy };
  if (status !== PHONE_STATUS.running) return { state: 'failed', msg: busy };
  if (!powerOn) return { state: 'offline', msg: translate('stream.poweredOff', locale) };
  return { state: 'active', msg: '' };
}
