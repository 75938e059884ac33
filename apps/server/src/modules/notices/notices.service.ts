import type { z } from 'zod';
import type { NotifyMessagePageQuerySchema, SendNoticeSchema } from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import { createMembersRepo } from '../member/members.repo.js';
import { createNoticesRepo, type NewMessage } from './notices.repo.js';

/**
 * The message center (spec point 7 "Notices", issue 18). Every change that moves a member's unread
 * count is announced on the bus once it has committed ('notice-count-changed'), so the bell's
 * socket on whichever node pushes the new count.
 */
export function createNoticesService({ db, bus, clock }: { db: Db; bus: Bus; clock: Clock }) {
  const repo = createNoticesRepo(db);

  const announce = async (memberIds: number[]) => {
    if (memberIds.length) await bus.publish('notice-count-changed', { all: false, memberIds: [...new Set(memberIds)] });
  };

  /**
   * Runs `work` on the caller's messages among `ids`, locked; NOTICE_NOT_FOUND (and nothing
   * changed) when any of them is not the caller's.
   */
  const withOwn = <T>(memberId: number, ids: number[], work: (locked: ReturnType<typeof createNoticesRepo>) => Promise<T>) => {
    const wanted = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const locked = createNoticesRepo(tx);
      if ((await locked.lockOwn(memberId, wanted)).length !== wanted.length) throw new AppError('NOTICE_NOT_FOUND');
      return work(locked);
    });
  };

  return {
    unreadCount: (memberId: number) => repo.unreadCount(memberId),

    async send(input: z.output<typeof SendNoticeSchema>) {
      const values = { type: input.type, title: input.title, content: input.content, createdAt: clock.now() };
      if (!input.memberPhone) {
        const sent = await repo.sendToAll(values);
        await bus.publish('notice-count-changed', { all: true });
        return sent;
      }
      const member = await createMembersRepo(db).findByPhone(input.memberPhone);
      if (!member) throw new AppError('NOTICE_NO_MEMBER');
      await repo.sendToMember({ ...values, memberId: member.id });
      await announce([member.id]);
      return 1;
    },

    /**
     * Writes messages inside the caller's transaction (a reply stored with its message, reminders
     * with their records); call `announce` with the members once it has committed.
     */
    write: (tx: DbOrTx, messages: Array<NewMessage & { memberId: number }>) => createNoticesRepo(tx).sendToMembers(messages, clock.now()),
    announce,

    page: (memberId: number, query: z.output<typeof NotifyMessagePageQuerySchema>) =>
      repo.page(memberId, { title: query.title, readStatus: query.readStatus }, query.pageNo, query.pageSize),

    /** One of the caller's messages, marked read (the detail page opens it). */
    async info(memberId: number, id: number) {
      if (await repo.markOneRead(memberId, id, clock.now())) await announce([memberId]);
      const message = await repo.findOwn(memberId, id);
      if (!message) throw new AppError('NOTICE_NOT_FOUND');
      return message;
    },

    async markRead(memberId: number, ids: number[]) {
      const changed = await withOwn(memberId, ids, (locked) => locked.markRead(memberId, ids, clock.now()));
      if (changed) await announce([memberId]);
      return changed;
    },

    async markAllRead(memberId: number) {
      const changed = await repo.markAllRead(memberId, clock.now());
      if (changed) await announce([memberId]);
      return changed;
    },

    async remove(memberId: number, ids: number[]) {
      const { removed, unread } = await withOwn(memberId, ids, (locked) => locked.remove(memberId, ids));
      if (unread) await announce([memberId]);
      return removed;
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
