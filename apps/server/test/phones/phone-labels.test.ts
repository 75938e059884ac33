import { ACCREDIT_VIEW, LABELS_PER_PHONE_MAX, type PhoneLabel, type PhoneLabelsOfPhone } from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneLabels } from '../../src/db/schema.js';
import { dbFingerprint } from '../fuzz/db-fingerprint.js';
import { rentPhones, sharePhoneFor } from '../kit/rented-phones.js';
import { member, post, t, usePhonesSuite } from './phones-suite.js';

usePhonesSuite();

const add = (phoneId: unknown, label: unknown, token: string, lang = 'zh-CN') =>
  post<number>('/trade/phone-bound/add-label', { phoneId, label }, token, lang);
const list = (phoneId: unknown, token: string, lang = 'zh-CN') =>
  post<PhoneLabel[]>('/trade/phone-bound/label-list', { phoneId }, token, lang);
const remove = (id: unknown, token: string, lang = 'zh-CN') => post<boolean>('/trade/phone-bound/remove-label', { id }, token, lang);
const batch = (phoneIds: unknown[], token: string) =>
  post<PhoneLabelsOfPhone[]>('/trade/phone-bound/label-list-batch', { phoneIds }, token);
const labelCount = async (phoneId: number) =>
  (await t.deps.db.select({ n: count() }).from(phoneLabels).where(eq(phoneLabels.phoneId, phoneId)))[0]!.n;

describe('phone labels (add-label, label-list, remove-label)', () => {
  it('adds trimmed labels to the owner’s phone and lists them oldest first', async () => {
    const owner = await member();
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const first = await add(phoneId, '  主号  ', owner.token);
    expect(first).toMatchObject({ code: 0 });
    t.clock.advance(1000);
    const second = await add(String(phoneId), 'shop A', owner.token);
    const res = await list(phoneId, owner.token);
    expect(res.code).toBe(0);
    expect(res.data.map((l) => [l.id, l.label])).toEqual([
      [first.data, '主号'],
      [second.data, 'shop A'],
    ]);
    expect(res.data[1]!.createTime - res.data[0]!.createTime).toBe(1000);
  });

  it('refuses an empty, too long or control-character label in both languages, adding nothing', async () => {
    const owner = await member();
    const [phoneId] = await rentPhones(t, owner.id, 1);
    expect(await add(phoneId, '   ', owner.token)).toMatchObject({ status: 400, msg: '请输入标记内容' });
    expect(await add(phoneId, '', owner.token, 'en-US')).toMatchObject({ status: 400, msg: 'Please enter the label' });
    expect(await add(phoneId, 'x'.repeat(21), owner.token)).toMatchObject({ status: 400, msg: '标记为 1-20 个字符' });
    expect(await add(phoneId, 'x'.repeat(21), owner.token, 'en-US')).toMatchObject({ status: 400, msg: 'A label is 1-20 characters' });
    expect(await add(phoneId, 'a\u0007b', owner.token)).toMatchObject({ status: 400, msg: '输入内容不能包含控制字符' });
    expect(await add(phoneId, 'two\nlines', owner.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The input must not contain control characters',
    });
    expect(await labelCount(phoneId!)).toBe(0);
    // Twenty characters are twenty code points, as the column counts them.
    expect(await add(phoneId, '😀'.repeat(20), owner.token)).toMatchObject({ code: 0 });
  });

  it(`keeps at most ${LABELS_PER_PHONE_MAX} labels a phone, also under concurrent adds`, async () => {
    const owner = await member();
    const [phoneId, other] = await rentPhones(t, owner.id, 2);
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => add(phoneId, `label ${i}`, owner.token)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(LABELS_PER_PHONE_MAX);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.msg === '每台云机最多 10 个标记')).toBe(true);
    expect(await add(phoneId, 'one more', owner.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'A phone can have at most 10 labels',
    });
    expect(await labelCount(phoneId!)).toBe(LABELS_PER_PHONE_MAX);
    // The limit is per phone.
    expect(await add(other, 'fine', owner.token)).toMatchObject({ code: 0 });
    // Taking one off makes room again.
    const [oldest] = (await list(phoneId, owner.token)).data;
    expect(await remove(oldest!.id, owner.token)).toMatchObject({ code: 0, data: true });
    expect(await add(phoneId, 'room again', owner.token)).toMatchObject({ code: 0 });
  });

  it('removes a label; removing it again, or one never written, is not found in both languages', async () => {
    const owner = await member();
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const id = (await add(phoneId, 'temp', owner.token)).data;
    expect(await remove(id, owner.token)).toMatchObject({ code: 0, data: true });
    expect((await list(phoneId, owner.token)).data).toEqual([]);
    expect(await remove(id, owner.token)).toMatchObject({ status: 404, msg: '标记不存在' });
    expect(await remove(999_999_999, owner.token, 'en-US')).toMatchObject({ status: 404, msg: 'The label does not exist' });
  });

  it('refuses grantees as the owner’s and strangers as not found, in both languages, changing nothing', async () => {
    const owner = await member();
    const operator = await member();
    const viewer = await member();
    const stranger = await member();
    const [phoneId, viewed] = await rentPhones(t, owner.id, 2);
    await sharePhoneFor(t, { phoneId: phoneId!, ownerId: owner.id, granteeId: operator.id });
    await sharePhoneFor(t, { phoneId: viewed!, ownerId: owner.id, granteeId: viewer.id, accreditType: ACCREDIT_VIEW });
    const labelId = (await add(phoneId, 'owner only', owner.token)).data;
    await add(viewed, 'owner too', owner.token);

    const before = await dbFingerprint(t.deps.db);
    for (const [grantee, phone] of [
      [operator, phoneId],
      [viewer, viewed],
    ] as const) {
      expect(await add(phone, 'mine now', grantee.token)).toMatchObject({ status: 403, msg: '只有云机的所有者可以进行此操作' });
      expect(await add(phone, 'mine now', grantee.token, 'en-US')).toMatchObject({
        status: 403,
        msg: "Only the phone's owner can do this",
      });
      expect(await list(phone, grantee.token)).toMatchObject({ status: 403, msg: '只有云机的所有者可以进行此操作' });
      expect((await batch([phone], grantee.token)).data).toEqual([]);
    }
    expect(await remove(labelId, operator.token)).toMatchObject({ status: 403, msg: '只有云机的所有者可以进行此操作' });
    expect(await add(phoneId, 'mine now', stranger.token)).toMatchObject({ status: 404, msg: '云手机不存在' });
    expect(await add(phoneId, 'mine now', stranger.token, 'en-US')).toMatchObject({ status: 404, msg: 'The phone does not exist' });
    expect(await list(phoneId, stranger.token)).toMatchObject({ status: 404, msg: '云手机不存在' });
    expect(await remove(labelId, stranger.token)).toMatchObject({ status: 404, msg: '标记不存在' });
    expect(await remove(labelId, viewer.token, 'en-US')).toMatchObject({ status: 404, msg: 'The label does not exist' });
    expect((await batch([phoneId, viewed], stranger.token)).data).toEqual([]);
    expect(await dbFingerprint(t.deps.db)).toEqual(before);
    expect((await list(phoneId, owner.token)).data.map((l) => l.label)).toEqual(['owner only']);
  });

  it('answers the labels of many phones at once: only the caller’s own phones that have labels, in the order asked', async () => {
    const owner = await member();
    const other = await member();
    const [a, b, c] = await rentPhones(t, owner.id, 3);
    const [theirs] = await rentPhones(t, other.id, 1);
    await sharePhoneFor(t, { phoneId: theirs!, ownerId: other.id, granteeId: owner.id });
    await add(theirs, 'their label', other.token);
    await add(c, 'c1', owner.token);
    await add(a, 'a1', owner.token);
    await add(c, 'c2', owner.token);
    const res = await batch([c, b, theirs, a, 999_999], owner.token);
    expect(res.data.map((p) => [p.phoneId, p.labels.map((l) => l.label)])).toEqual([
      [c, ['c1', 'c2']],
      [a, ['a1']],
    ]);
    expect(await batch([], owner.token)).toMatchObject({ status: 400 });
    expect(
      await batch(
        Array.from({ length: 501 }, (_, i) => i + 1),
        owner.token,
      ),
    ).toMatchObject({ status: 400 });
  });
});
