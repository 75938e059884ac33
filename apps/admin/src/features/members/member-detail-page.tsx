import { ArrowLeftOutlined } from '@ant-design/icons';
import { MEMBER_DETAIL_RECENT, type AdminMemberDetail } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@web/shared/format/format-time';
import { Button, Card, Descriptions, Result, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailLoadFailed, DetailSkeleton } from '../../shared/ui/detail-states';
import { MEMBER_DETAIL, memberDetail } from './api';
import { MemberActionButtons } from './member-actions';
import { fleetMemberUrl, GrantsTable, LoginsTable, OrdersTable, PhonesTable, SubAccountsTable } from './member-detail-tables';
import { MemberStatusTag } from './member-status';
import { ResetPasswordDialog } from './reset-password-dialog';
import './strings';
import './members.css';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** The profile: who the member is, how they came, their owner when a sub-account. */
function Profile({ member }: { member: AdminMemberDetail['member'] }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'id', label: t('membersAdmin.id'), children: member.id },
        { key: 'phone', label: t('membersAdmin.phone'), children: member.phone },
        { key: 'nickname', label: t('membersAdmin.nickname'), children: orDash(member.nickname) },
        { key: 'email', label: t('membersAdmin.email'), children: orDash(member.email) },
        { key: 'channel', label: t('membersAdmin.channelCode'), children: orDash(member.channelCode) },
        { key: 'point', label: t('membersAdmin.point'), children: member.point },
        {
          key: 'owner',
          label: t('membersAdmin.owner'),
          children: member.ownerId ? <Link to={`/members/${member.ownerId}`}>{`${member.ownerPhone ?? ''} #${member.ownerId}`}</Link> : '—',
        },
        {
          key: 'gender',
          label: t('membersAdmin.gender'),
          children:
            member.gender === 'male' || member.gender === 'female' ? t(`membersAdmin.genderName.${member.gender}`) : orDash(member.gender),
        },
        { key: 'birthday', label: t('membersAdmin.birthday'), children: orDash(member.birthday) },
        { key: 'location', label: t('membersAdmin.location'), children: orDash(member.location) },
        { key: 'locale', label: t('membersAdmin.locale'), children: orDash(member.locale) },
        { key: 'created', label: t('membersAdmin.createTime'), children: formatTime(member.createTime) },
        { key: 'updated', label: t('membersAdmin.updateTime'), children: formatTime(member.updateTime) },
        { key: 'intro', label: t('membersAdmin.introduction'), children: orDash(member.introduction), span: 'filled' },
      ]}
      data-testid="member-profile"
    />
  );
}

/** /members/:id: a member's profile, phones, latest orders, grants both ways, sub-accounts and latest sign-ins. */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const [resetting, setResetting] = useState(false);
  const detail = useQuery({ queryKey: [...MEMBER_DETAIL, id], queryFn: () => memberDetail(id!), enabled: id !== null });
  // The moment the detail arrived, to mark expired phones (a render stays pure).
  const now = detail.dataUpdatedAt;

  const back = (
    <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => navigate('/members')} data-testid="member-back">
      {t('membersAdmin.back')}
    </Button>
  );
  if (id === null) return <Result status="404" title={t('membersAdmin.notFound')} extra={back} data-testid="member-error" />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return <DetailLoadFailed message={detail.error.message} back={back} onRetry={() => void detail.refetch()} testId="member-error" />;

  const { member, phones, orders, grantsGiven, grantsReceived, subAccounts, logins } = detail.data;
  const latest = <Typography.Text type="secondary">{t('membersAdmin.latest', { count: MEMBER_DETAIL_RECENT })}</Typography.Text>;
  return (
    <div className="adm-member-detail" data-testid="member-detail">
      <div className="adm-member-detail__head">
        {back}
        <Typography.Title level={5} className="adm-member-detail__title">
          {member.phone} #{member.id}
        </Typography.Title>
        <MemberStatusTag status={member.status} />
        <span className="adm-member-detail__spacer" />
        <MemberActionButtons member={member} onResetPassword={() => setResetting(true)} />
      </div>
      <Card size="small" title={t('membersAdmin.sections.profile')}>
        <Profile member={member} />
      </Card>
      <Card
        size="small"
        title={`${t('membersAdmin.sections.phones')} (${phones.length})`}
        extra={
          <Link to={fleetMemberUrl(member.id)} data-testid="member-fleet-link">
            {t('membersAdmin.allInFleet')}
          </Link>
        }
      >
        <PhonesTable phones={phones} now={now} />
      </Card>
      <Card size="small" title={t('membersAdmin.sections.orders')} extra={latest}>
        <OrdersTable orders={orders} />
      </Card>
      <Card size="small" title={`${t('membersAdmin.sections.grantsGiven')} (${grantsGiven.length})`}>
        <GrantsTable grants={grantsGiven} given />
      </Card>
      <Card size="small" title={`${t('membersAdmin.sections.grantsReceived')} (${grantsReceived.length})`}>
        <GrantsTable grants={grantsReceived} given={false} />
      </Card>
      <Card size="small" title={`${t('membersAdmin.sections.subAccounts')} (${subAccounts.length})`}>
        <SubAccountsTable accounts={subAccounts} />
      </Card>
      <Card size="small" title={t('membersAdmin.sections.logins')} extra={latest}>
        <LoginsTable logins={logins} />
      </Card>
      <ResetPasswordDialog member={resetting ? member : null} onClose={() => setResetting(false)} />
    </div>
  );
}
