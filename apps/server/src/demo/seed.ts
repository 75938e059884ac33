import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { members, phones as phoneRows } from '../db/schema.js';
import type { Passwords } from '../modules/auth/passwords.js';
import { createMembersRepo } from '../modules/member/members.repo.js';
import { createOperatorsRepo } from '../modules/operator/operators.repo.js';
import type { NoticesService } from '../modules/notices/notices.service.js';
import type { PopupsService } from '../modules/popup-notices/popup-notices.service.js';
import type { FrontRepo } from '../modules/front/front.repo.js';
import { seedDemoOffers } from '../modules/offers/demo-offers.js';
import type { OffersRepo } from '../modules/offers/offers.repo.js';
import { seedDemoPhones } from '../modules/phones/demo-phones.js';
import { seedDemoProxies } from '../modules/proxies/demo-proxies.js';
import type { ProxyCrypto } from '../modules/proxies/proxy-crypto.js';
import type { ProxySetting } from '../modules/proxies/proxy-setting.routes.js';
import { seedDemoRedeemCodes } from '../modules/redeem-codes/demo-redeem-codes.js';
import { seedDemoSharing } from '../modules/sharing/demo-sharing.js';
import { seedDemoMemberAreas } from './member-areas.js';
import type { PhonePlatform } from '../modules/phones/index.js';
import { seedDemoUploads } from '../modules/uploads/demo-uploads.js';
import type { Uploads } from '../modules/uploads/index.js';
import type { Clock } from '../infra/clock.js';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_MEMBERS = [
  { phone: '13800138000', nickname: '演示会员' },
  { phone: '13900139000', nickname: '演示会员二' },
  { phone: '13700137000', nickname: '演示子账号' },
] as const;
export const DEMO_OPERATOR = { username: 'admin', nickname: '平台管理员', password: 'Admin@2026', roles: ['admin'] } as const;
/** The demo operators, one a role (issue 19): admin holds everything, ops the fleet and members, finance the money. */
export const DEMO_OPERATORS = [
  DEMO_OPERATOR,
  { username: 'ops', nickname: '运营专员', password: 'Ops@2026', roles: ['ops'] },
  { username: 'finance', nickname: '财务专员', password: 'Finance@2026', roles: ['finance'] },
] as const;

/** First start on an empty database: demo accounts every screen can be tried with. */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  {
    front,
    offers,
    notices,
    popups,
    phones,
    uploads,
    redeemCodeHash,
    proxyCrypto,
    proxySetting,
    clock,
    passwords,
  }: {
    front: FrontRepo;
    offers: OffersRepo;
    notices: NoticesService;
    popups: PopupsService;
    phones: PhonePlatform;
    uploads: Uploads;
    /** How the installation keeps redemption codes, for the demo's own. */
    redeemCodeHash: (code: string) => string;
    proxyCrypto: ProxyCrypto;
    proxySetting: ProxySetting;
    clock: Clock;
    passwords: Pick<Passwords, 'hash'>;
  },
) {
  const [row] = await db.select({ n: count() }).from(members);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const repo = createMembersRepo(db);
  const memberIds: number[] = [];
  for (const m of DEMO_MEMBERS) memberIds.push((await repo.create({ ...m, passwordHash }))!.id);
  await front.addCustomerService({
    type: 2,
    name: '云手机用户交流群',
    weChatContact: 'cloudphone-group',
    link: 'https://work.weixin.qq.com/gm/cloudphone-demo',
    sort: 0,
  });
  await front.addCustomerService({ type: 1, name: '在线客服', weChatContact: 'cloudphone-service', htmlCode: null, link: null, sort: 0 });
  await notices.send({ type: 1, title: '欢迎使用云手机', content: '感谢您选择云手机。云手机 7×24 小时在线，关掉电脑也照常运行。' });
  // Shown on /index once a day (frequency 2).
  await popups.create({
    title: '云手机使用提示',
    content: '欢迎使用云手机！云手机 7×24 小时在线运行，到期前请及时续费，以免数据丢失。',
    contentType: 2,
    popFrequency: 2,
    popPriority: 0,
    msgType: 3,
    status: 0,
  });
  await seedDemoOffers(offers, clock);
  const [firstSpec] = (await offers.configurationTabs()).flatMap((tab) => tab.configurations);
  if (firstSpec?.regions[0]) await seedDemoRedeemCodes(db, clock, redeemCodeHash, firstSpec.id, firstSpec.regions[0].id);
  await seedDemoPhones(db, clock, phones, [memberIds[0]!, memberIds[1]!]);
  await seedDemoUploads(db, clock, uploads, memberIds[0]!);
  await seedDemoProxyBindings(db, clock, proxyCrypto, proxySetting, memberIds[0]!);
  await seedDemoSharing(db, clock, { ownerId: memberIds[0]!, granteeId: memberIds[1]!, subAccountId: memberIds[2]! });
  await seedDemoMemberAreas(db, clock, offers, memberIds[0]!);
  for (const { password, roles, ...operator } of DEMO_OPERATORS)
    await createOperatorsRepo(db).create({ ...operator, roles: [...roles], passwordHash: await passwords.hash(password) });
  log.info(
    `demo data created: members ${DEMO_MEMBERS.map((m) => m.phone).join(', ')} with password ${DEMO_PASSWORD}; operators ${DEMO_OPERATORS.map((o) => `${o.username} (${o.password})`).join(', ')}`,
  );
}

/** Six proxies for the demo member, the two detected in China bound to its two oldest live phones. */
async function seedDemoProxyBindings(db: Db, clock: Clock, crypto: ProxyCrypto, setting: ProxySetting, memberId: number) {
  const [first, second] = await seedDemoProxies(db, clock, crypto, memberId);
  const own = await db
    .select({ id: phoneRows.id })
    .from(phoneRows)
    .where(and(eq(phoneRows.memberId, memberId), isNull(phoneRows.recycledAt)))
    .orderBy(asc(phoneRows.id))
    .limit(2);
  for (const [i, proxyId] of [first, second].entries()) {
    const phone = own[i];
    if (phone && proxyId) await setting.setForPhones(memberId, [phone.id], proxyId, 'zh-CN');
  }
}
