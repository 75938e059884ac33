import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { members } from '../db/schema.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createMembersRepo } from '../modules/member/members.repo.js';
import { createOperatorsRepo } from '../modules/operator/operators.repo.js';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_MEMBERS = [
  { phone: '13800138000', nickname: '演示会员' },
  { phone: '13900139000', nickname: '演示子账号' },
] as const;
export const DEMO_OPERATOR = { username: 'admin', nickname: '平台管理员', password: 'Admin@2026', roles: ['admin'] } as const;

/** First start on an empty database: demo accounts every screen can be tried with. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger) {
  const [row] = await db.select({ n: count() }).from(members);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const repo = createMembersRepo(db);
  for (const m of DEMO_MEMBERS) await repo.create({ ...m, passwordHash });
  const { password, roles, ...operator } = DEMO_OPERATOR;
  await createOperatorsRepo(db).create({ ...operator, roles: [...roles], passwordHash: await hashPassword(password) });
  log.info(
    `demo data created: members ${DEMO_MEMBERS.map((m) => m.phone).join(', ')} with password ${DEMO_PASSWORD}; operator ${operator.username} with password ${password}`,
  );
}
