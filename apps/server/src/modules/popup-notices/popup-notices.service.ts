import { POPUP_MSG_TYPES, type CreatePopupNoticeSchema, type PopupNoticeQuerySchema } from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { createPopupsRepo, type PopupNoticeValues } from './popup-notices.repo.js';

type NoticeInput = z.output<typeof CreatePopupNoticeSchema>;

const toValues = (input: NoticeInput): PopupNoticeValues => ({
  title: input.title,
  content: input.content,
  contentType: input.contentType,
  popFrequency: input.popFrequency,
  popPriority: input.popPriority,
  msgType: input.msgType,
  status: input.status,
  startTime: input.startTime == null ? null : new Date(input.startTime),
  endTime: input.endTime == null ? null : new Date(input.endTime),
});

/** Popup notices: members list what is showable now; operators manage them. */
export function createPopupsService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createPopupsRepo(db);
  return {
    /**
     * What a member's console shows on /index. The window is checked against the server's clock,
     * not the `nowDateTime` the browser sends, so a wrong browser clock cannot bring back an expired
     * notice or show one early.
     */
    showable(query: z.output<typeof PopupNoticeQuerySchema>) {
      return repo.listShowable({
        at: clock.now(),
        msgTypes: query.msgType ? [...new Set(query.msgType)] : [...POPUP_MSG_TYPES],
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
    },
    list: repo.listAll,
    create: (input: NoticeInput) => repo.create(toValues(input), clock.now()),
    async update(id: number, input: NoticeInput) {
      if (!(await repo.update(id, toValues(input), clock.now()))) throw new AppError('POPUP_NOT_FOUND');
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw new AppError('POPUP_NOT_FOUND');
    },
  };
}
export type PopupsService = ReturnType<typeof createPopupsService>;
