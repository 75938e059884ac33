import type { MemberInfo } from '@cloudphone/contract';
import type { MemberRow } from './members.repo.js';

/** The member as the console sees it; never the password hash. */
export function toMemberInfo(row: MemberRow): MemberInfo {
  const avatarList = row.avatarUrl ? [{ avatarUrl: row.avatarUrl }] : [];
  return {
    id: row.id,
    userId: row.id,
    phone: row.phone,
    nickname: row.nickname,
    email: row.email,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    birthday: row.birthday,
    location: row.location,
    channelCode: row.channelCode,
    point: row.point,
    avatar: row.avatarUrl,
    avatarList,
    introduction: row.introduction,
    hasPassword: Boolean(row.passwordHash),
    createTime: row.createdAt.getTime(),
  };
}
