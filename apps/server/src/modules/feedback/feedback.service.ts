import { NOTICE_TYPES, translate, type KeyAccountLeadSchema } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { memberLocales } from '../notices/member-locale.js';
import type { NoticesService } from '../notices/notices.service.js';
import { createFeedbackRepo } from './feedback.repo.js';
import { createLeadsRepo } from './leads.repo.js';

interface Deps {
  db: Db;
  clock: Clock;
  notices: Pick<NoticesService, 'write' | 'announce'>;
}

/**
 * Replies to feedback and answers to key-account leads (issue 18): stored on the row and sent to
 * the member as a message of type 2 in the same transaction, so a reply is never stored unsent.
 */
export function createFeedbackService({ db, clock, notices }: Deps) {
  const feedback = createFeedbackRepo(db);
  const leads = createLeadsRepo(db);

  return {
    mine: (memberId: number, pageNo: number, pageSize: number) => feedback.mine(memberId, pageNo, pageSize),
    page: (filter: { replied?: boolean | undefined; closed?: boolean | undefined }, pageNo: number, pageSize: number) =>
      feedback.page(filter, pageNo, pageSize),

    /** One feedback for the operator, marked read. */
    async get(id: number) {
      const row = await feedback.openOne(id, clock.now());
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      return row;
    },

    /** Closes a feedback; answers it as it was, for the audit log. */
    async close(id: number) {
      const before = await feedback.byId(id);
      if (!before || !(await feedback.close(id, clock.now()))) throw new AppError('FEEDBACK_NOT_FOUND');
      return before;
    },

    async reply(operatorId: number, id: number, content: string) {
      const memberId = await db.transaction(async (tx) => {
        const replied = await createFeedbackRepo(tx).reply(id, content, operatorId, clock.now());
        if (!replied) throw new AppError('FEEDBACK_NOT_FOUND');
        const locale = (await memberLocales(tx, [replied.memberId]))(replied.memberId);
        const title = translate('feedback.reply.title', locale, { title: replied.title });
        await notices.write(tx, [{ memberId: replied.memberId, type: NOTICE_TYPES.feedbackReply, title: title.slice(0, 100), content }]);
        return replied.memberId;
      });
      await notices.announce([memberId]);
      return true;
    },

    createLead: (memberId: number, input: z.output<typeof KeyAccountLeadSchema>) =>
      leads.create({ memberId, ...input, createdAt: clock.now() }),
    myLead: (memberId: number) => leads.latest(memberId),
    leadPage: (filter: { replied?: boolean | undefined; status?: number | undefined }, pageNo: number, pageSize: number) =>
      leads.page(filter, pageNo, pageSize),

    /** Sets where a lead stands; answers it as it was, for the audit log. */
    async leadSetStatus(id: number, status: number) {
      const before = await leads.byId(id);
      if (!before || !(await leads.setStatus(id, status))) throw new AppError('LEAD_NOT_FOUND');
      return before;
    },

    async leadReply(operatorId: number, id: number, content: string) {
      const memberId = await db.transaction(async (tx) => {
        const replied = await createLeadsRepo(tx).reply(id, content, operatorId, clock.now());
        if (!replied) throw new AppError('LEAD_NOT_FOUND');
        const locale = (await memberLocales(tx, [replied.memberId]))(replied.memberId);
        const title = translate('lead.reply.title', locale, { company: replied.company });
        await notices.write(tx, [{ memberId: replied.memberId, type: NOTICE_TYPES.feedbackReply, title: title.slice(0, 100), content }]);
        return replied.memberId;
      });
      await notices.announce([memberId]);
      return true;
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
