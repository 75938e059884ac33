import type { z } from 'zod';
import type { SendNoticeSchema } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import { createMembersRepo } from '../member/members.repo.js';
import { createNoticesRepo } from './notices.repo.js';

/** Bus channel: some members' unread counts changed (`all` for a broadcast). */

export function createNoticesService({ db, bus, clock }: { db: Db; bus: Bus; clock: Clock }) {
  const repo = createNoticesRepo(db);
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
      await bus.publish('notice-count-changed', { all: false, memberIds: [member.id] });
      return 1;
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
