import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phones } from '../../src/db/schema.js';
import { alice, bob, post, t, usePhonesSuite } from './phones-suite.js';
import { rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

describe('rename', () => {
  it('renames the owner’s phone and refuses bad names and other members', async () => {
    const [id] = await rentPhones(t, alice.id, 1);
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '我的云手机' })).toMatchObject({ code: 0, data: true });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '' })).toMatchObject({ status: 400, msg: '请输入云机名称' });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: '12345678901' }, alice.token, 'en-US')).toMatchObject({
      status: 400,
      msg: 'The phone name can be at most 10 characters',
    });
    expect(await post('/trade/phone/update-alias', { phoneId: id, alias: 'mine' }, bob.token)).toMatchObject({
      status: 404,
      msg: '云手机不存在',
    });
    const [row] = await t.deps.db.select({ alias: phones.alias }).from(phones).where(eq(phones.id, id!));
    expect(row!.alias).toBe('我的云手机');
  });
});
