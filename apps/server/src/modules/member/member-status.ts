import type { Db } from '../../db/client.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createMembersRepo, MEMBER_STATUS } from './members.repo.js';

/**
 * Disables a member: the flag stops new sign-ins and token use, and every session ends now, its
 * sockets told why on every node. The way an operator screen disables an account.
 */
export async function disableMember({ db, sessions }: { db: Db; sessions: SessionService }, memberId: number) {
  await createMembersRepo(db).setStatus(memberId, MEMBER_STATUS.disabled);
  await sessions.revokeAll('member', memberId, 'disabled');
}
