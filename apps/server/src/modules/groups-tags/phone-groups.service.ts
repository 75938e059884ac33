import {
  SHARED_GROUP_ID,
  translate,
  UNGROUPED_QUERY_ID,
  type Locale,
  type PhoneTree,
  type PhoneTreeGroup,
  type PhoneTreePhone,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { createPhoneGroupsRepo } from './phone-groups.repo.js';
import { createPhoneTreeRepo } from './phone-tree.repo.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/**
 * Phone groups: only the owner groups a phone (a phone shared with the member is never in one of
 * their groups), a phone is in at most one group, and deleting a group leaves its phones ungrouped.
 */
export function createPhoneGroupsService({ db, clock }: { db: Db; clock: Clock }) {
  const groups = createPhoneGroupsRepo(db);
  const tree = createPhoneTreeRepo(db);

  /** Runs a write whose unique index guards the name, answering the taken name as GROUP_NAME_TAKEN. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('GROUP_NAME_TAKEN');
      throw error;
    }
  }

  /**
   * The tree's entries in order (ungrouped, the groups by id, shared when there are any) with
   * counts; `load` says which entries get their phones.
   */
  async function entries(memberId: number, locale: Locale, load: (entry: PhoneTreeGroup) => Promise<PhoneTreeGroup['phones']>) {
    const now = clock.now();
    const [list, counts, sharedCount] = await Promise.all([
      groups.list(memberId),
      tree.countOwnByGroup(memberId),
      tree.countShared(memberId, now),
    ]);
    const out: PhoneTree = [
      { id: null, kind: 'ungrouped', name: translate('groups.ungrouped', locale), count: counts.get(null) ?? 0, phones: [] },
      ...list.map((g): PhoneTreeGroup => ({ id: g.id, kind: 'group', name: g.name, count: counts.get(g.id) ?? 0, phones: [] })),
    ];
    if (sharedCount > 0)
      out.push({ id: SHARED_GROUP_ID, kind: 'shared', name: translate('groups.shared', locale), count: sharedCount, phones: [] });
    for (const entry of out) entry.phones = await load(entry);
    return out;
  }

  return {
    /** phone-tree: every entry with all its phones (two queries for the phones, whatever the group count). */
    async tree(memberId: number, locale: Locale): Promise<PhoneTree> {
      const [own, shared] = await Promise.all([tree.ownPhones(memberId), tree.sharedPhones(memberId, clock.now())]);
      const byGroup = new Map<number | null, PhoneTreePhone[]>();
      for (const { groupId, ...phone } of own) {
        const list = byGroup.get(groupId);
        if (list) list.push(phone);
        else byGroup.set(groupId, [phone]);
      }
      return entries(memberId, locale, async (entry) => (entry.kind === 'shared' ? shared : (byGroup.get(entry.id) ?? [])));
    },

    /** phone-tree-v2: every entry with its count; phones only for the entry `groupId` names. */
    async treeV2(memberId: number, locale: Locale, groupId: number | undefined): Promise<PhoneTree> {
      const wanted = groupId === UNGROUPED_QUERY_ID ? null : groupId;
      const out = await entries(memberId, locale, async (entry) => {
        if (groupId === undefined || entry.id !== wanted) return [];
        if (entry.kind === 'shared') return tree.sharedPhones(memberId, clock.now());
        return (await tree.ownPhones(memberId, entry.id)).map(({ groupId: _g, ...phone }) => phone);
      });
      // A group of another member, or none at all, is not found. The shared entry is simply absent
      // (empty) when nothing is shared with the member.
      if (groupId !== undefined && groupId > 0 && !out.some((e) => e.id === groupId)) throw new AppError('GROUP_NOT_FOUND');
      return out;
    },

    create: (memberId: number, name: string) => named(() => groups.create(memberId, name, clock.now())),

    async rename(memberId: number, id: number, name: string) {
      if (!(await named(() => groups.rename(memberId, id, name)))) throw new AppError('GROUP_NOT_FOUND');
    },

    async remove(memberId: number, id: number) {
      if (!(await groups.remove(memberId, id))) throw new AppError('GROUP_NOT_FOUND');
    },

    /**
     * Moves phones into a group or out of any (null), all or nothing: a phone the member cannot
     * see is not found, and one shared with them cannot be grouped.
     */
    async move(memberId: number, phoneIds: readonly number[], groupId: number | null) {
      await db.transaction(async (tx) => {
        const txGroups = createPhoneGroupsRepo(tx);
        if (groupId !== null && !(await txGroups.holdOwn(memberId, groupId))) throw new AppError('GROUP_NOT_FOUND');
        const found = await accessiblePhones(tx, memberId, phoneIds, clock.now());
        if (phoneIds.some((id) => !found.has(id))) throw new AppError('PHONE_NOT_FOUND');
        if ([...found.values()].some((p) => !p.own)) throw new AppError('PHONE_AUTHORIZED_IN_BATCH');
        await txGroups.move(memberId, phoneIds, groupId);
      });
    },
  };
}
export type PhoneGroupsService = ReturnType<typeof createPhoneGroupsService>;
