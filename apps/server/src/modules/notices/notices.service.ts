import type { z } from 'zod';
import type {
  LegacyNoticeUpdateSchema,
  NoticeRecordQuerySchema,
  NotifyMessagePageQuerySchema,
  SendNoticeSchema,
} from '@cloudphone/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import { cleanHtml } from '../front/rich-text.js';
import { createMembersRepo } from '../member/members.repo.js';
import { createNoticeRecordsRepo, type NoticeValues } from './notice-records.repo.js';
import { createNoticesRepo, type NewMessage } from './notices.repo.js';

/** The operator's HTML as stored; nothing left once the unsafe parts are gone is an empty notice. */
function safeContent(html: string) {
  const clean = cleanHtml(html);
  if (!clean) throw new AppError('NOTICE_CONTENT_EMPTY');
  return clean;
}

/** Who a notice goes to: every active member, or these members. */
type Audience = { all: true } | { all: false; memberIds: number[] };

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

  /** The members a send reaches; a phone or ids that are not all active members send nothing. */
  async function audienceOf(input: z.output<typeof SendNoticeSchema>): Promise<Audience> {
    if (input.memberIds) {
      const wanted = [...new Set(input.memberIds)];
      const found = await createNoticeRecordsRepo(db).activeMembers(wanted);
      if (found.length !== wanted.length) throw new AppError('NOTICE_MEMBERS_UNKNOWN');
      return { all: false, memberIds: wanted };
    }
    if (!input.memberPhone) return { all: true };
    const member = await createMembersRepo(db).findByPhone(input.memberPhone);
    if (!member) throw new AppError('NOTICE_NO_MEMBER');
    return { all: false, memberIds: [member.id] };
  }

  /** Records the notice and writes every member's copy in one transaction, then moves the bells. */
  async function record(values: NoticeValues, audience: Audience, operatorId: number | null) {
    const now = clock.now();
    const message = { title: values.title, type: values.type, content: safeContent(values.content) };
    const result = await db.transaction(async (tx) => {
      const records = createNoticeRecordsRepo(tx);
      const noticeId = await records.insert({ ...message, audience: audience.all ? 0 : 1, by: operatorId, at: now });
      const messages = createNoticesRepo(tx);
      let sent: number;
      if (audience.all) sent = await messages.sendToAll({ ...message, noticeId, createdAt: now });
      else {
        await messages.sendToMembers(
          audience.memberIds.map((memberId) => ({ ...message, noticeId, memberId })),
          now,
        );
        sent = audience.memberIds.length;
      }
      await records.setRecipients(noticeId, sent);
      return { noticeId, sent };
    });
    if (audience.all) await bus.publish('notice-count-changed', { all: true });
    else await announce(audience.memberIds);
    return result;
  }

  return {
    unreadCount: (memberId: number) => repo.unreadCount(memberId),

    /**
     * The operator's message: to one member by phone, to chosen members, or to every active member.
     * Recorded as a notice (the operator's list, and edits reach every copy); its HTML is sanitised
     * before it is stored. Answers how many members got it.
     */
    async send(input: z.output<typeof SendNoticeSchema>, operatorId: number | null = null) {
      const audience = await audienceOf(input);
      const { sent } = await record({ title: input.title, type: input.type, content: input.content }, audience, operatorId);
      return sent;
    },

    /** The legacy notice (POST /system/notice): to every active member; answers its id. */
    async createNotice(values: NoticeValues, operatorId: number) {
      return (await record(values, { all: true }, operatorId)).noticeId;
    },

    /** Edits a notice and every member's copy (read or unread as they were, so no count moves). */
    async updateNotice(input: z.output<typeof LegacyNoticeUpdateSchema>, operatorId: number, audit: (row: unknown) => void) {
      await db.transaction(async (tx) => {
        const records = createNoticeRecordsRepo(tx);
        if (!(await records.lock(input.noticeId))) throw new AppError('SYSTEM_NOTICE_NOT_FOUND');
        audit(await records.find(input.noticeId));
        await records.update(input.noticeId, {
          title: input.noticeTitle,
          type: input.noticeType,
          content: safeContent(input.noticeContent),
          by: operatorId,
          at: clock.now(),
        });
      });
      return true;
    },

    noticePage: (query: z.output<typeof NoticeRecordQuerySchema>) =>
      createNoticeRecordsRepo(db).page({ title: query.noticeTitle, type: query.noticeType }, query.pageNo, query.pageSize),
    async notice(id: number) {
      const found = await createNoticeRecordsRepo(db).find(id);
      if (!found) throw new AppError('SYSTEM_NOTICE_NOT_FOUND');
      return found;
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
