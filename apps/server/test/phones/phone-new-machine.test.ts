import { PHONE_STATUS } from '@cloudphone/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, phones } from '../../src/db/schema.js';
import { bearer } from '../kit/members.js';
import { member, op, t, usePhonesSuite } from './phones-suite.js';
import { rentPhones } from '../kit/rented-phones.js';

usePhonesSuite();

describe('one-click new machine', () => {
  it('takes exactly 30 free uses a month under 20 concurrent batches, one per phone', async () => {
    const carol = await member();
    const ids = await rentPhones(t, carol.id, 40);
    const batches = Array.from({ length: 20 }, (_, i) => [ids[(i * 2) % 40]!, ids[(i * 2 + 1) % 40]!]);
    const answers = await Promise.all(batches.map((phoneIds) => op('/infra/renew/renew', { phoneIds }, carol.token)));
    const results = answers.flatMap((a) => a.data.results);
    expect(results.filter((r) => r.ok)).toHaveLength(30);
    expect(results.filter((r) => !r.ok).every((r) => r.msg === '本月免费一键新机次数已用完')).toBe(true);
    const quota = await t.call<{ used: number; remaining: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(carol.token),
    });
    expect(quota.data).toMatchObject({ used: 30, remaining: 0 });
    const initializing = await t.deps.db
      .select({ n: count() })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .where(eq(devices.status, PHONE_STATUS.initializing));
    expect(initializing[0]!.n).toBeGreaterThanOrEqual(30);
  });

  it('reports other images as unsupported without taking a use', async () => {
    const dave = await member();
    const [old] = await rentPhones(t, dave.id, 1, { android: '12', chip: 'SD888' });
    expect((await op('/infra/renew/renew', { phoneIds: [old] }, dave.token)).data.results[0]).toMatchObject({
      ok: false,
      msg: '仅支持安卓 10 (Orion865) 的云机',
    });
    const quota = await t.call<{ used: number }>({
      method: 'GET',
      url: '/app-api/infra/renew-redesign/query-renew-times',
      headers: bearer(dave.token),
    });
    expect(quota.data.used).toBe(0);
  });
});
