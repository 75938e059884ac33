import { AVATAR_SIZES, type MemberInfo } from '@cloudphone/contract';
import type { MemberRow } from './members.repo.js';

/** Where one stored size of an avatar is served (modules/account answers it to its member only). */
export const avatarUrl = (avatarKey: string, size: number) => `/app-api/member/member/avatar/${avatarKey}-${size}.png`;

/**
 * The avatar's URLs in AVATAR_SIZES order (the console shows the third). An address set from
 * elsewhere (avatar_url, no stored avatar) stands for every size.
 */
function avatarList(row: MemberRow): { avatarUrl: string }[] {
  if (row.avatarKey) return AVATAR_SIZES.map((size) => ({ avatarUrl: avatarUrl(row.avatarKey!, size) }));
  return row.avatarUrl ? AVATAR_SIZES.map(() => ({ avatarUrl: row.avatarUrl! })) : [];
}

/** The member as the console sees it; never the password hash. */
export function toMemberInfo(row: MemberRow): MemberInfo {
  const avatars = avatarList(row);
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
    avatar: avatars.at(-1)?.avatarUrl ?? null,
    avatarList: avatars,
    introduction: row.introduction,
    hasPassword: Boolean(row.passwordHash),
    createTime: row.createdAt.getTime(),
  };
}
