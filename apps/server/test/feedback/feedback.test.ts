import type {
  AdminFeedbackRow,
  AdminKeyAccountLeadRow,
  FeedbackRow,
  KeyAccountLeadRow,
  NotifyMessage,
  PageResult,
} from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFeedback } from '../../src/db/schema.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, operatorToken, signedInMember, type SignedInMember } from '../kit/members.js';

let t: Harness;
let operator: string;
beforeAll(async () => {
  t = await createHarness({ REMINDER_SWEEP_S: '0' });
  operator = await operatorToken(t);
});
afterAll(() => t.close());

const as = (token: string, lang = 'zh-CN') => ({ ...bearer(token), 'accept-language': lang });
const get = <T>(token: string, url: string, lang = 'zh-CN') => t.call<T>({ method: 'GET', url, headers: as(token, lang) });
const post = <T>(token: string, url: string, payload: object, lang = 'zh-CN') =>
  t.call<T>({ method: 'POST', url, payload, headers: as(token, lang) });

/** Sends feedback through the shell's dialog call, as the console does. */
async function sendFeedback(m: SignedInMember, title: string) {
  const sent = await post<number>(m.token, '/app-api/system/user-feedback/feedback', {
    feedbackTitle: title,
    feedbackContent: `${title} 的详细描述`,
    feedbackSource: '1',
  });
  expect(sent.code, sent.msg).toBe(0);
  return sent.data;
}
const myFeedback = (m: SignedInMember) => get<PageResult<FeedbackRow>>(m.token, '/app-api/system/user-feedback/my-page');
const messages = async (m: SignedInMember) =>
  (await get<PageResult<NotifyMessage>>(m.token, '/app-api/system/notify-message/my-page')).data.list;

describe('feedback and its replies', () => {
  it('lists the member’s own feedback, newest first, without a reply until there is one', async () => {
    const m = await signedInMember(t);
    const other = await signedInMember(t);
    const first = await sendFeedback(m, '画面卡顿');
    t.clock.advance(1000);
    await sendFeedback(m, '无法上传');
    await sendFeedback(other, '别人的反馈');
    const page = await myFeedback(m);
    expect(page.code, page.msg).toBe(0);
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((f) => f.feedbackTitle)).toEqual(['无法上传', '画面卡顿']);
    expect(page.data.list[1]).toEqual({
      id: first,
      feedbackTitle: '画面卡顿',
      feedbackContent: '画面卡顿 的详细描述',
      createTime: expect.any(Number),
      replyContent: null,
      replyTime: null,
    });
  });

  it('lets the operator page feedback with the member’s phone, filter by replied, and reply: the member gets a message of type 2', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '群控问题');
    const unreplied = await get<PageResult<AdminFeedbackRow>>(operator, '/admin-api/system/user-feedback/page?replied=false&pageSize=100');
    expect(unreplied.code, unreplied.msg).toBe(0);
    const row = unreplied.data.list.find((f) => f.id === id);
    expect(row).toMatchObject({ memberId: m.id, memberPhone: expect.stringMatching(/^1\d{10}$/), replyContent: null });

    const replied = await post<boolean>(operator, '/admin-api/system/user-feedback/reply', { id, replyContent: '已修复，请重试。' });
    expect(replied).toMatchObject({ code: 0, data: true });

    const mine = (await myFeedback(m)).data.list[0]!;
    expect(mine).toMatchObject({ id, replyContent: '已修复，请重试。', replyTime: t.clock.now().getTime() });
    expect(await messages(m)).toEqual([
      {
        id: expect.any(Number),
        type: 2,
        title: '您的反馈有了回复：群控问题',
        content: '已修复，请重试。',
        readStatus: false,
        createTime: expect.any(Number),
      },
    ]);
    const after = await get<PageResult<AdminFeedbackRow>>(operator, '/admin-api/system/user-feedback/page?replied=true&pageSize=100');
    expect(after.data.list.some((f) => f.id === id)).toBe(true);
    expect(
      (await get<PageResult<AdminFeedbackRow>>(operator, '/admin-api/system/user-feedback/page?replied=false&pageSize=100')).data.list.some(
        (f) => f.id === id,
      ),
    ).toBe(false);
    const [stored] = await t.deps.db.select().from(userFeedback).where(eq(userFeedback.id, id));
    expect(stored!.repliedBy).toEqual(expect.any(Number));
  });

  it('refuses a reply to feedback that does not exist, or an empty one, and sends nothing', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '空回复');
    expect(await post(operator, '/admin-api/system/user-feedback/reply', { id: 999_999_999, replyContent: 'x' })).toMatchObject({
      status: 404,
      msg: '反馈不存在',
    });
    expect(await post(operator, '/admin-api/system/user-feedback/reply', { id, replyContent: '  ' }, 'en-US')).toMatchObject({
      status: 400,
      msg: 'Please enter the reply',
    });
    expect(await post(operator, '/admin-api/system/user-feedback/reply', { id, replyContent: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      msg: '回复不能超过 1000 个字符',
    });
    expect(await messages(m)).toEqual([]);
    expect((await myFeedback(m)).data.list[0]!.replyContent).toBeNull();
  });
});

describe('key-account leads', () => {
  const lead = { company: '云途科技', contact: '张三', phone: '13800138000', fleetSize: 200, message: '需要 200 台' };

  it('stores the member’s lead; myLead answers the latest, or null before any', async () => {
    const m = await signedInMember(t);
    expect(await get(m.token, '/app-api/member/key-account-lead/mine')).toMatchObject({ code: 0, data: null });
    const first = await post<number>(m.token, '/app-api/member/key-account-lead/create', lead);
    expect(first.code, first.msg).toBe(0);
    const second = await post<number>(m.token, '/app-api/member/key-account-lead/create', { ...lead, fleetSize: 300, message: undefined });
    const mine = await get<KeyAccountLeadRow>(m.token, '/app-api/member/key-account-lead/mine');
    expect(mine.data).toEqual({
      id: second.data,
      ...lead,
      fleetSize: 300,
      message: '',
      createTime: expect.any(Number),
      replyContent: null,
      replyTime: null,
    });
    // Another member's lead is not this member's.
    expect((await get((await signedInMember(t)).token, '/app-api/member/key-account-lead/mine')).data).toBeNull();
  });

  it('checks the form with translated messages', async () => {
    const m = await signedInMember(t);
    const create = (body: object, lang = 'zh-CN') => post(m.token, '/app-api/member/key-account-lead/create', { ...lead, ...body }, lang);
    expect(await create({ company: ' ' })).toMatchObject({ status: 400, msg: '请输入公司名称' });
    expect(await create({ contact: '' }, 'en-US')).toMatchObject({ status: 400, msg: 'Please enter the contact person' });
    expect(await create({ phone: '12345' })).toMatchObject({ status: 400 });
    expect(await create({ fleetSize: 0 })).toMatchObject({ status: 400 });
    expect(await create({ message: 'x'.repeat(501) })).toMatchObject({ status: 400, msg: '留言不能超过 500 个字符' });
    expect((await get(m.token, '/app-api/member/key-account-lead/mine')).data).toBeNull();
  });

  it('lets the operator list leads and answer one: the member sees the answer and gets a message of type 2', async () => {
    const m = await signedInMember(t);
    const id = (await post<number>(m.token, '/app-api/member/key-account-lead/create', lead)).data;
    const page = await get<PageResult<AdminKeyAccountLeadRow>>(
      operator,
      '/admin-api/member/key-account-lead/page?replied=false&pageSize=100',
    );
    expect(page.code, page.msg).toBe(0);
    expect(page.data.list.find((l) => l.id === id)).toMatchObject({ memberId: m.id, company: '云途科技', replyTime: null });

    expect(
      await post(operator, '/admin-api/member/key-account-lead/reply', { id, replyContent: '商务经理将在一个工作日内联系您。' }),
    ).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await get<KeyAccountLeadRow>(m.token, '/app-api/member/key-account-lead/mine')).data).toMatchObject({
      replyContent: '商务经理将在一个工作日内联系您。',
      replyTime: expect.any(Number),
    });
    expect(await messages(m)).toMatchObject([{ type: 2, title: '大客户咨询回复：云途科技', content: '商务经理将在一个工作日内联系您。' }]);
    const replied = await get<PageResult<AdminKeyAccountLeadRow>>(
      operator,
      '/admin-api/member/key-account-lead/page?replied=true&pageSize=100',
    );
    expect(replied.data.list.some((l) => l.id === id)).toBe(true);
    expect(await post(operator, '/admin-api/member/key-account-lead/reply', { id: 999_999_999, replyContent: 'x' })).toMatchObject({
      status: 404,
      msg: '咨询记录不存在',
    });
  });
});

describe('who may call', () => {
  it('refuses the operator’s feedback and lead calls to members, and the member’s to operators', async () => {
    const m = await signedInMember(t);
    const id = await sendFeedback(m, '越权');
    for (const token of [m.token, '']) {
      expect((await get(token, '/admin-api/system/user-feedback/page')).status).toBe(401);
      expect((await post(token, '/admin-api/system/user-feedback/reply', { id, replyContent: 'x' })).status).toBe(401);
      expect((await get(token, '/admin-api/member/key-account-lead/page')).status).toBe(401);
      expect((await post(token, '/admin-api/member/key-account-lead/reply', { id: 1, replyContent: 'x' })).status).toBe(401);
    }
    expect((await get(operator, '/app-api/system/user-feedback/my-page')).status).toBe(401);
    expect((await get(operator, '/app-api/member/key-account-lead/mine')).status).toBe(401);
    expect((await myFeedback(m)).data.list[0]!.replyContent).toBeNull();
    expect(await messages(m)).toEqual([]);
  });
});
