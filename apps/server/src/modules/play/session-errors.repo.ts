import type { Db } from '../../db/client.js';
import { playSessionErrors } from '../../db/schema.js';

export interface SessionErrorRow {
  phoneId: number;
  memberId: number;
  code: string;
  detail: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
}

/** Play sessions that failed in a member's browser (updPhoneSessionError). */
export function createSessionErrorsRepo(db: Db) {
  return {
    async insert(row: SessionErrorRow) {
      const [inserted] = await db.insert(playSessionErrors).values(row).returning({ id: playSessionErrors.id });
      return inserted!.id;
    },
  };
}
export type SessionErrorsRepo = ReturnType<typeof createSessionErrorsRepo>;
