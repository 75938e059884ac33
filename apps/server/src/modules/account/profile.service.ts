import type { MemberInfo, UpdateClientSchema } from '@cloudphone/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { toMemberInfo } from '../member/member-info.js';
import type { ProfilePatch, ProfileRepo } from './profile.repo.js';

/** update-client: the fields sent are written together or, when one is refused, none is. */
export function createProfileService({ profile }: { profile: ProfileRepo }) {
  return {
    async update(memberId: number, input: z.output<typeof UpdateClientSchema>): Promise<MemberInfo> {
      const patch: ProfilePatch = {};
      if (input.nickname !== undefined) patch.nickname = input.nickname;
      if (input.gender !== undefined) patch.gender = input.gender;
      // Kept as register keeps it: lower case, so the same address is the same text everywhere.
      if (input.email !== undefined) patch.email = input.email?.toLowerCase() ?? null;
      if (input.birthday !== undefined) patch.birthday = input.birthday;
      if (input.location !== undefined) patch.location = input.location;
      const row = await profile.update(memberId, patch);
      if (row === 'email-taken') throw new AppError('ACCOUNT_EMAIL_TAKEN');
      if (!row) throw new AppError('UNAUTHORIZED');
      return toMemberInfo(row);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
