import { NOTICE_TYPES, pointsForPayment } from '@cloudphone/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { expiryReminders, members, notifyMessages, orders, phones, userFeedback } from '../db/schema.js';
import type { Clock } from '../infra/clock.js';
import type { OffersRepo } from '../modules/offers/offers.repo.js';
import { createPointsRepo } from '../modules/points/points.repo.js';

const DAY = 86_400_000;

/**
 * What the demo member's account center and message center show (issue 18): two paid orders with
 * the points they earned, a feedback with the operator's reply, and five messages of the four
 * types, two unread. The reminders are recorded as sent, so the reminder job does not send them again.
 */
export async function seedDemoMemberAreas(db: Db, clock: Clock, offers: OffersRepo, memberId: number) {
  const now = clock.now().getTime();
  await db
    .update(members)
    .set({ gender: 'male', birthday: '1996/11/11', location: '广东省/深圳市', email: 'demo@cloudphone.local' })
    .where(eq(members.id, memberId));
  await seedDemoOrders(db, offers, memberId, now);

  const [feedback] = await db
    .insert(userFeedback)
    .values({
      memberId,
      title: '群控时能否同步输入中文？',
      content: '群控时在主控机输入中文，其他云机没有同步，请问怎么设置？',
      source: '1',
      createdAt: new Date(now - 3 * DAY),
      replyContent: '您好，群控已支持同步中文输入：请在主控机使用系统自带输入法。感谢您的反馈！',
      replyTime: new Date(now - 2 * DAY),
    })
    .returning({ title: userFeedback.title, replyContent: userFeedback.replyContent });

  const own = await db
    .select({ id: phones.id, alias: phones.alias, expireTime: phones.expireTime })
    .from(phones)
    .where(and(eq(phones.memberId, memberId), inArray(phones.alias, ['挂机 03', '旧手机'])))
    .orderBy(asc(phones.id));
  const soon = own.find((p) => p.alias === '挂机 03');
  const expired = own.find((p) => p.alias === '旧手机');

  const read = new Date(now - DAY);
  await db.insert(notifyMessages).values([
    {
      memberId,
      type: NOTICE_TYPES.allMembers,
      title: '系统维护通知',
      content: '<p>为提升服务质量，平台将于本周日 02:00-04:00 进行例行维护，期间云手机照常运行，控制台可能短暂无法访问。</p>',
      readAt: read,
      createdAt: new Date(now - 5 * DAY),
    },
    {
      memberId,
      type: NOTICE_TYPES.feedbackReply,
      title: `您的反馈有了回复：${feedback!.title}`,
      content: feedback!.replyContent!,
      readAt: read,
      createdAt: new Date(now - 2 * DAY),
    },
  ]);
  if (expired) {
    await db.insert(notifyMessages).values({
      memberId,
      type: NOTICE_TYPES.expiredReminder,
      title: '云手机已到期提醒',
      content: `您有 1 台云手机已到期：${expired.alias}。到期的云手机已停止服务，请尽快续费。`,
      readAt: read,
      createdAt: expired.expireTime,
    });
    await db.insert(expiryReminders).values({
      phoneId: expired.id,
      memberId,
      kind: NOTICE_TYPES.expiredReminder,
      thresholdDays: 0,
      expireTime: expired.expireTime,
      createdAt: expired.expireTime,
    });
  }
  if (soon) {
    await db.insert(notifyMessages).values({
      memberId,
      type: NOTICE_TYPES.dueReminder,
      title: '云手机即将到期提醒',
      content: `您有 1 台云手机将在 3 天内到期：${soon.alias}。请及时续费，以免影响使用。`,
      createdAt: new Date(now),
    });
    await db.insert(expiryReminders).values({
      phoneId: soon.id,
      memberId,
      kind: NOTICE_TYPES.dueReminder,
      thresholdDays: 3,
      expireTime: soon.expireTime,
      createdAt: new Date(now),
    });
  }
}

/** A paid purchase of two phones a month ago and a paid renewal ten days ago, each with its points. */
async function seedDemoOrders(db: Db, offers: OffersRepo, memberId: number, now: number) {
  const [spec] = (await offers.configurationTabs()).flatMap((tab) => tab.configurations);
  const region = spec?.regions[0];
  const tabs = spec ? await offers.priceTabs(spec.id) : null;
  const monthly = (type: 'purchase' | 'renewal') =>
    tabs?.find((t) => t.type === type)?.prices.find((p) => p.duration === 1 && p.durationUnit === 'month');
  const purchase = monthly('purchase');
  const renewal = monthly('renewal');
  if (!spec || !region || !purchase || !renewal) return;
  // The phones they are for, so the delivery sweep sees the purchase as delivered.
  const own = await db
    .select({ id: phones.id, alias: phones.alias })
    .from(phones)
    .where(and(eq(phones.memberId, memberId), inArray(phones.alias, ['挂机 01', '挂机 02', '店铺 A'])))
    .orderBy(asc(phones.id));
  const ids = (...aliases: string[]) => own.filter((p) => aliases.includes(p.alias)).map((p) => p.id);
  const points = createPointsRepo(db);
  for (const [i, demo] of [
    { type: 'purchase' as const, price: purchase, phoneIds: ids('挂机 01', '挂机 02'), daysAgo: 30, channel: 'wx_native' },
    { type: 'renewal' as const, price: renewal, phoneIds: ids('店铺 A'), daysAgo: 10, channel: 'alipay_pc' },
  ].entries()) {
    if (!demo.phoneIds.length) continue;
    const paidAt = new Date(now - demo.daysAgo * DAY);
    const payPrice = demo.price.price * demo.phoneIds.length;
    const orderNo = `DEMO${paidAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`;
    await db.insert(orders).values({
      orderNo,
      memberId,
      type: demo.type,
      status: 'success',
      configurationId: spec.id,
      configurationName: spec.name,
      regionId: demo.type === 'purchase' ? region.id : null,
      regionName: demo.type === 'purchase' ? region.name : null,
      priceId: demo.price.id,
      duration: demo.price.duration,
      durationUnit: demo.price.durationUnit,
      quantity: demo.phoneIds.length,
      phoneIds: demo.phoneIds,
      unitPrice: demo.price.price,
      originalPrice: demo.price.originalPrice,
      payPrice,
      payChannel: demo.channel,
      paySerialNo: `SANDBOX${orderNo}`,
      points: pointsForPayment(payPrice),
      createdAt: paidAt,
      expireTime: new Date(paidAt.getTime() + 15 * 60_000),
      payTime: paidAt,
    });
    await points.earn(memberId, {
      type: demo.type,
      point: pointsForPayment(payPrice),
      orderNo,
      now: paidAt,
      expireTime: new Date(paidAt.getTime() + 365 * DAY),
    });
  }
}
