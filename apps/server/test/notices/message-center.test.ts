import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../kit/harness.js';
import { operatorToken, signedInMember, type SignedInMember } from '../kit/members.js';
import { bell, noticesKit } from './notices-kit.js';

let t: Harness;
let baseUrl: string;
let kit: ReturnType<typeof noticesKit>;
beforeAll(async () => {
  t = await createHarness({ REMINDER_SWEEP_S: '0' });
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  kit = noticesKit(t);
});
afterAll(() => t.close());

/** A member with three messages (the newest last): 'A 维护通知', 'B 50%_off', 'C 维护完成'. */
async function memberWithMessages(): Promise<SignedInMember & { ids: number[] }> {
  const m = await signedInMember(t);
  return { ...m, ids: await kit.seed(m.id, ['A 维护通知', 'B 50%_off', 'C 维护完成']) };
}

describe('the message center (my-page)', () => {
  it('lists the member’s own messages, newest first, with the contract’s fields', async () => {
    const m = await memberWithMessages();
    await kit.seed((await signedInMember(t)).id, ['someone else’s']);
    const page = await kit.page(m.token, '?pageNo=1&pageSize=2');
    expect(page.code, page.msg).toBe(0);
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((r) => r.title)).toEqual(['C 维护完成', 'B 50%_off']);
    expect(page.data.list[0]).toEqual({
      id: m.ids[2],
      title: 'C 维护完成',
      type: 1,
      content: '<p>C 维护完成</p>',
      readStatus: false,
      createTime: expect.any(Number),
    });
    expect((await kit.page(m.token, '?pageNo=2&pageSize=2')).data.list.map((r) => r.title)).toEqual(['A 维护通知']);
  });

  it('filters by title (LIKE wildcards match themselves) and by read status', async () => {
    const m = await memberWithMessages();
    const titles = async (query: string) => (await kit.page(m.token, query)).data.list.map((r) => r.title);
    expect(await titles(`?title=${encodeURIComponent('维护')}`)).toEqual(['C 维护完成', 'A 维护通知']);
    expect(await titles(`?title=${encodeURIComponent('%')}`)).toEqual(['B 50%_off']);
    expect(await titles(`?title=${encodeURIComponent('_')}`)).toEqual(['B 50%_off']);
    expect(await titles('?title=zzz')).toEqual([]);
    await kit.updateRead(m.token, [m.ids[0]]);
    expect(await titles('?readStatus=true')).toEqual(['A 维护通知']);
    expect(await titles('?readStatus=false')).toEqual(['C 维护完成', 'B 50%_off']);
    expect((await kit.page(m.token, '?readStatus=maybe')).status).toBe(400);
  });
});

describe('reading a message (info)', () => {
  it('answers the message, marks it read, and the bell shows the new count at once', async () => {
    const m = await memberWithMessages();
    const b = bell(baseUrl, m.id, m.token);
    expect(await b.shows(3)).toBe(3);
    const info = await kit.info(m.token, m.ids[1]!);
    expect(info.code, info.msg).toBe(0);
    expect(info.data).toMatchObject({ id: m.ids[1], title: 'B 50%_off', readStatus: true });
    expect(await b.shows(2)).toBe(2);
    expect(await kit.unread(m.token)).toBe(2);
    // Reading it again changes nothing.
    expect((await kit.info(m.token, m.ids[1]!)).data.readStatus).toBe(true);
    expect(await kit.unread(m.token)).toBe(2);
    b.close();
  });

  it('answers another member’s message as not found, and leaves it unread', async () => {
    const owner = await memberWithMessages();
    const stranger = await signedInMember(t);
    expect(await kit.info(stranger.token, owner.ids[0]!)).toMatchObject({ status: 404, code: 1002001001, msg: '消息不存在' });
    expect(await kit.info(stranger.token, owner.ids[0]!, 'en-US')).toMatchObject({ msg: 'The message does not exist' });
    expect(await kit.info(stranger.token, 999_999_999)).toMatchObject({ status: 404 });
    expect((await kit.rows(owner.id)).every((r) => r.readAt === null)).toBe(true);
    expect(await kit.unread(owner.token)).toBe(3);
  });
});

describe('update-read, update-all-read and removeNotifyMessage', () => {
  it('marks the given messages read and answers how many changed; the bell follows', async () => {
    const m = await memberWithMessages();
    const b = bell(baseUrl, m.id, m.token);
    expect(await b.shows(3)).toBe(3);
    expect((await kit.updateRead(m.token, [m.ids[0], m.ids[1]])).data).toBe(2);
    expect(await b.shows(1)).toBe(1);
    // Already read: nothing changes, and ids may repeat.
    expect((await kit.updateRead(m.token, [m.ids[0], m.ids[0]])).data).toBe(0);
    expect(await kit.unread(m.token)).toBe(1);
    expect(await kit.countNoRead(m.token)).toBe(1);
    expect((await kit.updateAllRead(m.token)).data).toBe(1);
    expect(await b.shows(0)).toBe(0);
    expect((await kit.updateAllRead(m.token)).data).toBe(0);
    expect(await kit.countNoRead(m.token)).toBe(0);
    b.close();
  });

  it('deletes the given messages; an unread one deleted moves the count', async () => {
    const m = await memberWithMessages();
    const b = bell(baseUrl, m.id, m.token);
    expect(await b.shows(3)).toBe(3);
    const removed = await kit.remove(m.token, [m.ids[0], m.ids[2]]);
    expect(removed.code, removed.msg).toBe(0);
    expect(removed.data).toBe(2);
    expect((await kit.rows(m.id)).map((r) => r.id)).toEqual([m.ids[1]]);
    expect(await b.shows(1)).toBe(1);
    expect(await kit.countNoRead(m.token)).toBe(1);
    b.close();
  });

  it('fails the whole call and changes nothing when any id is not the caller’s', async () => {
    const owner = await memberWithMessages();
    const caller = await memberWithMessages();
    const before = { owner: await kit.rows(owner.id), caller: await kit.rows(caller.id) };
    for (const call of [kit.updateRead, kit.remove]) {
      // One of the caller's own and one of another member's: neither is touched.
      expect(await call(caller.token, [caller.ids[0], owner.ids[0]])).toMatchObject({ status: 404, code: 1002001001, msg: '消息不存在' });
      expect(await call(caller.token, [owner.ids[1]], 'en-US')).toMatchObject({ status: 404, msg: 'The message does not exist' });
      expect(await call(caller.token, [caller.ids[1], 999_999_999])).toMatchObject({ status: 404 });
    }
    expect(await kit.rows(owner.id)).toEqual(before.owner);
    expect(await kit.rows(caller.id)).toEqual(before.caller);
    expect(await kit.unread(caller.token)).toBe(3);
  });

  it('checks the ids', async () => {
    const m = await memberWithMessages();
    for (const call of [kit.updateRead, kit.remove]) {
      expect(await call(m.token, [])).toMatchObject({ status: 400, msg: '请选择消息' });
      expect(await call(m.token, undefined)).toMatchObject({ status: 400 });
      expect(await call(m.token, ['x'])).toMatchObject({ status: 400 });
      expect(
        await call(
          m.token,
          Array.from({ length: 101 }, (_, i) => i + 1),
        ),
      ).toMatchObject({ status: 400 });
    }
    expect((await kit.rows(m.id)).length).toBe(3);
  });
});

describe('who may call', () => {
  it('refuses every message-center call without a member session', async () => {
    const m = await memberWithMessages();
    const operator = await operatorToken(t);
    for (const token of ['', 'not-a-token', operator]) {
      expect((await kit.page(token)).status).toBe(401);
      expect((await kit.info(token, m.ids[0]!)).status).toBe(401);
      expect((await kit.updateRead(token, [m.ids[0]])).status).toBe(401);
      expect((await kit.updateAllRead(token)).status).toBe(401);
      expect((await kit.remove(token, [m.ids[0]])).status).toBe(401);
    }
    expect(await kit.rows(m.id)).toHaveLength(3);
    expect((await kit.rows(m.id)).every((r) => r.readAt === null)).toBe(true);
  });
});
