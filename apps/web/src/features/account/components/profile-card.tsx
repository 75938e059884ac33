import type { MemberInfo } from '@cloudphone/contract';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { getLocale } from '../../../shared/i18n/locale';
import { maskPhone } from '../account-rules';
import { showLocation } from '../regions';
import { AvatarPicker } from './avatar-picker';

/** The personal information of spec point 3 "Account": read here, edited in the dialog. */
export function ProfileCard({ member, onEdit }: { member: MemberInfo | undefined; onEdit(): void }) {
  const { t } = useTranslation();
  const empty = <span className="ac-muted">{t('user.profile.empty')}</span>;
  const rows: Array<[key: string, label: string, value: ReactNode]> = member
    ? [
        ['nickname', t('user.profile.nickname'), member.nickname || empty],
        ['gender', t('user.profile.gender'), member.gender ? t(`user.profile.${member.gender}`) : empty],
        ['phone', t('user.profile.phone'), maskPhone(member.phone)],
        ['email', t('user.profile.email'), member.email || empty],
        ['birthday', t('user.profile.birthday'), member.birthday || empty],
        ['location', t('user.profile.location'), member.location ? showLocation(member.location, getLocale()) : empty],
        ['channelCode', t('user.profile.channelCode'), member.channelCode],
        ['memberId', t('user.profile.memberId'), member.userId],
        ['points', t('user.profile.points'), member.point],
        ['createTime', t('user.profile.createTime'), formatTime(member.createTime)],
      ]
    : [];

  return (
    <section className="ac-card" data-testid="account-profile">
      <header className="ac-card__head">
        <h2>{t('user.profile.title')}</h2>
        <Button type="link" onClick={onEdit} disabled={!member} data-testid="profile-edit">
          {t('user.profile.edit')}
        </Button>
      </header>
      <AvatarPicker member={member} />
      {member ? (
        <dl className="ac-info">
          {rows.map(([key, label, value]) => (
            <div key={key} className="ac-info__row">
              <dt>{label}</dt>
              <dd data-testid={`profile-${key}-value`}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
    </section>
  );
}
