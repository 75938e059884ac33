import type { ProxyGroup } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createProxiesRepo } from './proxies.repo.js';
import { createProxyGroupsRepo } from './proxy-groups.repo.js';

/**
 * A member's proxy groups (issue 17, decision 026): every proxy is in exactly one, so a group is
 * deleted only once it is empty, and merging moves the old groups' proxies before deleting them.
 * Names are unique per member, which the database's unique index decides, races included.
 */
export function createProxyGroupsService({ db, clock }: { db: Db; clock: Clock }) {
  const groups = createProxyGroupsRepo(db);

  /** Runs a write whose unique index guards the name, answering a taken name as PROXY_GROUP_NAME_TAKEN. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('PROXY_GROUP_NAME_TAKEN');
      throw error;
    }
  }

  return {
    list: (memberId: number): Promise<ProxyGroup[]> => groups.list(memberId),

    create: (memberId: number, name: string) => named(() => groups.create(memberId, name, clock.now())),

    async rename(memberId: number, id: number, name: string) {
      if (!(await named(() => groups.rename(memberId, id, name)))) throw new AppError('PROXY_GROUP_NOT_FOUND');
    },

    /**
     * Deletes an empty group. The group is locked first, so a proxy moving in either lands before
     * (and is seen: the group is not empty) or finds the group gone.
     */
    async remove(memberId: number, id: number) {
      await db.transaction(async (tx) => {
        const txGroups = createProxyGroupsRepo(tx);
        if (!(await txGroups.lockOwn(memberId, [id])).has(id)) throw new AppError('PROXY_GROUP_NOT_FOUND');
        if (await txGroups.holdsProxies(id)) throw new AppError('PROXY_GROUP_NOT_EMPTY');
        await txGroups.remove(memberId, [id]);
      });
    },

    /** Moves every proxy of the old groups into the new one and deletes the old groups, all or nothing. */
    async merge(memberId: number, oldGroupIds: readonly number[], newGroupId: number) {
      if (oldGroupIds.includes(newGroupId)) throw new AppError('PROXY_MERGE_SAME');
      await db.transaction(async (tx) => {
        const txGroups = createProxyGroupsRepo(tx);
        const found = await txGroups.lockOwn(memberId, [newGroupId, ...oldGroupIds]);
        if (!found.has(newGroupId) || oldGroupIds.some((id) => !found.has(id))) throw new AppError('PROXY_GROUP_NOT_FOUND');
        await createProxiesRepo(tx).moveGroups(memberId, oldGroupIds, newGroupId);
        await txGroups.remove(memberId, oldGroupIds);
      });
    },
  };
}
export type ProxyGroupsService = ReturnType<typeof createProxyGroupsService>;
