import { TAGS_PER_PHONE_MAX, translate, type Locale, type OperationResults, type TagRow } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { createPhoneTagsRepo } from './phone-tags.repo.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

type BindOutcome = 'bound' | 'phone-not-found' | 'limit';

/**
 * Phone tags: a member's own labels, put on their own phones and on phones shared with them
 * (each member sees only their own tags on a phone), at most TAGS_PER_PHONE_MAX per phone.
 */
export function createPhoneTagsService({ db, clock }: { db: Db; clock: Clock }) {
  const tags = createPhoneTagsRepo(db);

  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('TAG_NAME_TAKEN');
      throw error;
    }
  }

  /**
   * Binds one tag to one phone in a transaction holding the phone's row lock, so concurrent binds
   * to the phone count and insert one after another and the limit holds. A tag the phone already
   * has is bound (no change, not counted again).
   */
  function bindOne(memberId: number, tagId: number, phoneId: number): Promise<BindOutcome | 'tag-not-found'> {
    return db.transaction(async (tx) => {
      const repo = createPhoneTagsRepo(tx);
      if (!(await repo.holdOwn(memberId, tagId))) return 'tag-not-found';
      await repo.lockPhone(phoneId);
      if (!(await accessiblePhones(tx, memberId, [phoneId], clock.now())).has(phoneId)) return 'phone-not-found';
      if (await repo.isLinked(tagId, phoneId)) return 'bound';
      if ((await repo.countOnPhone(memberId, phoneId)) >= TAGS_PER_PHONE_MAX) return 'limit';
      await repo.link(tagId, phoneId);
      return 'bound';
    });
  }

  async function ownTag(memberId: number, tagId: number) {
    if (!(await tags.holdOwn(memberId, tagId))) throw new AppError('TAG_NOT_FOUND');
  }

  return {
    page: (memberId: number, pageNo: number, pageSize: number): Promise<{ list: TagRow[]; total: number }> =>
      tags.page(memberId, clock.now(), pageNo, pageSize),

    create: (memberId: number, name: string) => named(() => tags.create(memberId, name, clock.now())),

    async rename(memberId: number, id: number, name: string) {
      if (!(await named(() => tags.rename(memberId, id, name)))) throw new AppError('TAG_NOT_FOUND');
    },

    async remove(memberId: number, id: number) {
      if (!(await tags.remove(memberId, id))) throw new AppError('TAG_NOT_FOUND');
    },

    async bind(memberId: number, tagId: number, phoneId: number) {
      const outcome = await bindOne(memberId, tagId, phoneId);
      if (outcome === 'tag-not-found') throw new AppError('TAG_NOT_FOUND');
      if (outcome === 'phone-not-found') throw new AppError('PHONE_NOT_FOUND');
      if (outcome === 'limit') throw new AppError('TAG_LIMIT');
    },

    /** One result per phone: an unseen phone or one at the limit fails alone, the others are bound. */
    async bindBatch(memberId: number, tagId: number, phoneIds: readonly number[], locale: Locale): Promise<OperationResults> {
      await ownTag(memberId, tagId);
      const results: OperationResults['results'] = [];
      for (const phoneId of phoneIds) {
        const outcome = await bindOne(memberId, tagId, phoneId);
        // The tag deleted meanwhile: the rest of the batch would fail the same way.
        if (outcome === 'tag-not-found') throw new AppError('TAG_NOT_FOUND');
        const msg = outcome === 'bound' ? 'phones.ok' : outcome === 'limit' ? 'tags.max' : 'phones.notFound';
        results.push({ phoneId, ok: outcome === 'bound', msg: translate(msg, locale) });
      }
      return { results };
    },

    /** Takes the tag off the phone; done as well when the phone did not carry it. */
    async unbind(memberId: number, tagId: number, phoneId: number) {
      await ownTag(memberId, tagId);
      if (!(await accessiblePhones(db, memberId, [phoneId], clock.now())).has(phoneId)) throw new AppError('PHONE_NOT_FOUND');
      await tags.unlink(tagId, phoneId);
    },
  };
}
export type PhoneTagsService = ReturnType<typeof createPhoneTagsService>;
