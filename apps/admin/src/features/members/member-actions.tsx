import { MEMBER_ADMIN_STATUS, type AdminMemberRow } from '@cloudphone/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../shared/access';
import { useConfirmAction } from '../../shared/list';
import { MEMBER_DETAIL, MEMBER_UPDATE, MEMBERS, updateMemberStatus } from './api';

type Member = Pick<AdminMemberRow, 'id' | 'phone' | 'status' | 'deleted'>;

/**
 * What an operator may do to a member: disable one that is not (an owner's disable becomes the
 * operator's), enable one an operator disabled, reset the password; nothing once the member
 * deleted the account. An owner's disable is the owner's to lift, so it has no "enable".
 */
export function memberActions(member: Member) {
  const live = !member.deleted && member.status !== MEMBER_ADMIN_STATUS.deleted;
  return {
    mayDisable: live && member.status !== MEMBER_ADMIN_STATUS.disabled,
    mayEnable: live && member.status === MEMBER_ADMIN_STATUS.disabled,
    mayResetPassword: live,
  };
}

/** Disable / enable (after asking) and reset password, behind member:member:update. */
export function MemberActionButtons({
  member,
  onResetPassword,
  size,
}: {
  member: Member;
  onResetPassword(): void;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const { mayDisable, mayEnable, mayResetPassword } = memberActions(member);
  const link = size === 'small';
  const setStatus = (disable: boolean) =>
    confirm({
      title: t(disable ? 'membersAdmin.disableTitle' : 'membersAdmin.enableTitle', { phone: member.phone }),
      content: disable ? t('membersAdmin.disableContent') : undefined,
      danger: disable,
      okText: t(disable ? 'membersAdmin.disable' : 'membersAdmin.enable'),
      action: () => updateMemberStatus({ id: member.id, status: disable ? MEMBER_ADMIN_STATUS.disabled : MEMBER_ADMIN_STATUS.normal }),
      success: t(disable ? 'membersAdmin.disabled' : 'membersAdmin.enabled'),
      invalidate: [MEMBERS, MEMBER_DETAIL],
    });
  if (!mayDisable && !mayEnable && !mayResetPassword) return null;
  return (
    <Authorized permissions={[MEMBER_UPDATE]}>
      <Space size={link ? 0 : 8} wrap>
        {mayDisable && (
          <Button type={link ? 'link' : 'default'} size={size} danger onClick={() => setStatus(true)} data-testid={`disable-${member.id}`}>
            {t('membersAdmin.disable')}
          </Button>
        )}
        {mayEnable && (
          <Button type={link ? 'link' : 'default'} size={size} onClick={() => setStatus(false)} data-testid={`enable-${member.id}`}>
            {t('membersAdmin.enable')}
          </Button>
        )}
        {mayResetPassword && (
          <Button type={link ? 'link' : 'default'} size={size} onClick={onResetPassword} data-testid={`reset-${member.id}`}>
            {t('membersAdmin.resetPassword')}
          </Button>
        )}
      </Space>
    </Authorized>
  );
}
