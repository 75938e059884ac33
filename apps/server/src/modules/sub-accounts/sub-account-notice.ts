import { maskPhone } from '../../providers/sms/shared.js';

/** Notice type 1: a notice (2 feedback reply, 3 due and 4 expired reminders are for other things). */
const NOTICE_TYPE = 1;

/**
 * The message-center notice telling a member they were attached as someone's sub-account. The
 * notice is stored once, without the reader's language, so it says it in both; the owner's number
 * is masked, the nickname is enough to recognise them.
 */
export function subAccountAddedNotice(owner: { phone: string; nickname: string }) {
  const who = `${owner.nickname} (${maskPhone(owner.phone)})`;
  return {
    type: NOTICE_TYPE,
    title: '您已被添加为子账号 / You were added as a sub-account',
    content:
      `${who} 已将您的账号添加为子账号。该账号可以向您授权云机，也可以停用或移除您的子账号。如有疑问，请联系客服。\n\n` +
      `${who} added your account as a sub-account. That account can grant you phones, and can disable or remove your sub-account. ` +
      'If this is unexpected, please contact customer service.',
  };
}
