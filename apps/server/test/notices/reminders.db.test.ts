import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { expiryReminders, members, notifyMessages, phones } from '../../src/db/schema.js';
import { reminderWindows } from '../../src/modules/notices/reminders.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { signedInMember, type SignedInMember } from '../kit/members.js';
import { rentPhones } from '../kit/rented-phones.js';
import { bell } from './notices-kit.js';

const HOUR = 3_600_000;

let t: Harness;
let baseUrl: string;
beforeAll(async () => {
  t = await createHarness({ REMINDER_SWEEP_S: '0' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const messagesOf = (memberId: number) =>
  t.deps.db.select().from(notifyMessages).where(eq(notifyMessages.memberId, memberId)).orderBy(asc(notifyMessages.id));

/** A member renting phones that expire in the given hours (negative: already expired), named by alias. */
async function memberWith(phonesInHours: Record<string, number>): Promise<SignedInMember & { ids: Record<string, number> }> {
  const m = await signedInMember(t);
  const ids: Record<string, number> = {};
  for (const [alias, hours] of Object.entries(phonesInHours)) {
    const [id] = await rentPhones(t, m.id, 1, { alias: () => alias });
    await setExpiry(id!, hours);
    ids[alias] = id!;
  }
  return { ...m, ids };
}

const setExpiry = (phoneId: number, hoursFromNow: number) =>
  t.deps.db
    .update(phones)
    .set({ expireTime: new Date(t.clock.now().getTime() + hoursFromNow * HOUR) })
    .where(eq(phones.id, phoneId));

describe('the reminder windows', () => {
  it('puts a phone in the window of the smallest threshold it is within, and past expiry in the expired one', () => {
    const now = new Date('2030-01-10T00:00:00Z');
    const windows = reminderWindows(now, [3, 1]);
    expect(windows.map((w) => [w.kind, w.thresholdDays, w.after?.toISOString() ?? null, w.upTo.toISOString(), w.live])).toEqual([
      [3, 1, '2030-01-10T00:00:00.000Z', '2030-01-11T00:00:00.000Z', true],
      [3, 3, '2030-01-11T00:00:00.000Z', '2030-01-13T00:00:00.000Z', true],
      [4, 0, null, '2030-01-10T00:00:00.000Z', false],
    ]);
  });
});

describe('due and expired reminders', () => {
  it('are written in the language the member last used the console in', async () => {
    const m = await memberWith({ 'phone e': 20 });
    // The console reports each navigation, in the language it shows.
    const viewed = await t.call({
      method: 'POST',
      url: '/app-api/system/page-view',
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'en-US' },
      payload: { path: '/index' },
    });
    expect(viewed.code, viewed.msg).toBe(0);
    await t.deps.notices.sweepReminders();
    expect(await messagesOf(m.id)).toMatchObject([
      {
        type: 3,
        title: 'Cloud phones expiring soon',
        content: '1 of your cloud phones expire within 1 day(s): phone e. Renew them in time to keep using them.',
      },
    ]);
  });

  it('sends one 1-day due reminder to a phone expiring tomorrow, grouped per member, and never twice', async () => {
    const m = await memberWith({ 'phone <b>': 20, 'phone a': 23, later: 24 * 10 });
    const b = bell(baseUrl, m.id, m.token);
    expect(await b.shows(0)).toBe(0);
    expect(await t.deps.notices.sweepReminders()).toBeGreaterThanOrEqual(1);
    const sent = await messagesOf(m.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 3,
      title: '云手机即将到期提醒',
      // Aliases are text in the rich text: escaped.
      content: '您有 2 台云手机将在 1 天内到期：phone &#60;b&#62;、phone a。请及时续费，以免影响使用。',
      readAt: null,
    });
    expect(await b.shows(1)).toBe(1);
    // Not both thresholds: the 3-day one is never sent to a phone already within a day.
    const recorded = await t.deps.db.select().from(expiryReminders).where(eq(expiryReminders.memberId, m.id));
    expect(recorded.map((r) => [r.kind, r.thresholdDays]).sort()).toEqual([
      [3, 1],
      [3, 1],
    ]);
    expect(await t.deps.notices.sweepReminders()).toBe(0);
    t.clock.advance(HOUR);
    await t.deps.notices.sweepReminders();
    expect(await messagesOf(m.id)).toHaveLength(1);
    b.close();
  });

  it('sends the 3-day reminder first, then the 1-day one as expiry comes closer', async () => {
    const m = await memberWith({ 'in two days': 48 });
    await t.deps.notices.sweepReminders();
    expect((await messagesOf(m.id)).map((r) => r.content)).toEqual([
      '您有 1 台云手机将在 3 天内到期：in two days。请及时续费，以免影响使用。',
    ]);
    t.clock.advance(30 * HOUR);
    await t.deps.notices.sweepReminders();
    expect((await messagesOf(m.id)).map((r) => r.content)).toEqual([
      '您有 1 台云手机将在 3 天内到期：in two days。请及时续费，以免影响使用。',
      '您有 1 台云手机将在 1 天内到期：in two days。请及时续费，以免影响使用。',
    ]);
  });

  it('sends one expired reminder at expiry, and after a renewal reminds the next term again', async () => {
    const m = await memberWith({ old: -2, gone: -1 });
    await t.deps.notices.sweepReminders();
    await t.deps.notices.sweepReminders();
    expect((await messagesOf(m.id)).map((r) => [r.type, r.title, r.content])).toEqual([
      [4, '云手机已到期提醒', '您有 2 台云手机已到期：gone、old。到期的云手机已停止服务，请尽快续费。'],
    ]);

    // Renewed for 20 hours: the new term gets its due reminder, then its own expired one.
    await setExpiry(m.ids.old!, 20);
    await t.deps.notices.sweepReminders();
    expect((await messagesOf(m.id)).map((r) => r.type)).toEqual([4, 3]);
    t.clock.advance(21 * HOUR);
    await t.deps.notices.sweepReminders();
    await t.deps.notices.sweepReminders();
    const types = (await messagesOf(m.id)).map((r) => r.type);
    expect(types).toEqual([4, 3, 4]);
    expect((await messagesOf(m.id)).at(-1)!.content).toBe('您有 1 台云手机已到期：old。到期的云手机已停止服务，请尽快续费。');
  });

  it('leaves out phones far from expiry and members who deleted their account', async () => {
    const far = await memberWith({ far: 24 * 4 });
    const deleted = await memberWith({ soon: 5 });
    await t.deps.db.update(members).set({ deletedAt: t.clock.now() }).where(eq(members.id, deleted.id));
    await t.deps.notices.sweepReminders();
    expect(await messagesOf(far.id)).toEqual([]);
    expect(await messagesOf(deleted.id)).toEqual([]);
  });

  it('sends exactly once when two nodes sweep at the same time, and when one sweeps again', async () => {
    const those = [await memberWith({ x: 10 }), await memberWith({ y: 10, z: -1 }), await memberWith({ w: 60 })];
    const second = await buildApp({ config: t.config, clock: t.clock, resources: t.deps.resources, logger: false });
    await second.app.ready();
    try {
      await Promise.all([
        t.deps.notices.sweepReminders(),
        second.deps.notices.sweepReminders(),
        t.deps.notices.sweepReminders(),
        second.deps.notices.sweepReminders(),
      ]);
      await Promise.all([t.deps.notices.sweepReminders(), second.deps.notices.sweepReminders()]);
    } finally {
      await second.app.close();
    }
    const rows = await t.deps.db
      .select({ memberId: notifyMessages.memberId, type: notifyMessages.type })
      .from(notifyMessages)
      .where(
        inArray(
          notifyMessages.memberId,
          those.map((m) => m.id),
        ),
      )
      .orderBy(asc(notifyMessages.memberId), asc(notifyMessages.type));
    expect(rows).toEqual([
      { memberId: those[0]!.id, type: 3 },
      { memberId: those[1]!.id, type: 3 },
      { memberId: those[1]!.id, type: 4 },
      { memberId: those[2]!.id, type: 3 },
    ]);
    const records = await t.deps.db
      .select()
      .from(expiryReminders)
      .where(
        inArray(
          expiryReminders.memberId,
          those.map((m) => m.id),
        ),
      );
    expect(records).toHaveLength(4);
  });
});

describe('the schedule', () => {
  it('sweeps once when a node starts, then every REMINDER_SWEEP_S', async () => {
    const m = await memberWith({ started: 5 });
    const node = await buildApp({
      config: { ...t.config, REMINDER_SWEEP_S: 3600 },
      clock: t.clock,
      resources: t.deps.resources,
      logger: false,
    });
    await node.app.ready();
    try {
      await expect.poll(async () => (await messagesOf(m.id)).map((r) => r.type)).toEqual([3]);
    } finally {
      await node.app.close();
    }
  });
});

describe('the lease', () => {
  it('makes a node step aside while another holds it', async () => {
    const m = await memberWith({ q: 3 });
    // Another holder's lease: this node's sweep steps aside and sends nothing.
    await t.deps.kv.set('notices:reminders', 'another-node', 60);
    expect(await t.deps.notices.sweepReminders()).toBe(0);
    expect(await messagesOf(m.id)).toEqual([]);
    await t.deps.kv.del('notices:reminders');
    expect(await t.deps.notices.sweepReminders()).toBeGreaterThanOrEqual(1);
    expect(await messagesOf(m.id)).toHaveLength(1);
  });
});
