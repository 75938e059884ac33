import { MEMBER_ADMIN_STATUS } from '@cloudphone/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type StatusName = keyof typeof MEMBER_ADMIN_STATUS;
const NAMES = Object.keys(MEMBER_ADMIN_STATUS) as StatusName[];
const COLORS: Record<StatusName, string> = { normal: 'success', disabled: 'error', disabledByOwner: 'warning', deleted: 'default' };

/** The status name of a code (0–3), undefined for one the console does not know. */
export const memberStatusName = (code: number) => NAMES.find((name) => MEMBER_ADMIN_STATUS[name] === code);

/** A member's status: normal, disabled (by an operator), disabled by the owner of the sub-account, deleted. */
export function MemberStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = memberStatusName(status);
  return name ? (
    <Tag color={COLORS[name]} data-testid="member-status">
      {t(`membersAdmin.statusName.${name}`)}
    </Tag>
  ) : (
    <Tag>{status}</Tag>
  );
}
