import type { RenewablePhone } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { passesFilters, specsOf } from './renew-filters';

const now = 1_000_000_000_000;
const phone = (id: number, days: number, extra: Partial<RenewablePhone> = {}): RenewablePhone => ({
  id,
  owlId: `CP${id}`,
  alias: `p${id}`,
  expireTime: now + days * 86_400_000,
  recycled: false,
  groupId: null,
  groupName: null,
  configurationId: 1,
  configurationName: '畅玩版',
  lastOpenedTime: null,
  idle: false,
  ...extra,
});

describe('renewal filters', () => {
  it('keeps the phones within the remaining time, expired ones included', () => {
    const phones = [phone(1, -1), phone(2, 2), phone(3, 5), phone(4, 20), phone(5, 40)];
    const kept = (remaining: Parameters<typeof passesFilters>[1]['remaining']) =>
      phones.filter((p) => passesFilters(p, { remaining }, now)).map((p) => p.id);
    expect(kept('all')).toEqual([1, 2, 3, 4, 5]);
    expect(kept('expired')).toEqual([1]);
    expect(kept('in3')).toEqual([1, 2]);
    expect(kept('in7')).toEqual([1, 2, 3]);
    expect(kept('in30')).toEqual([1, 2, 3, 4]);
    expect(phones.filter((p) => passesFilters(p, { remaining: 'all', groupId: 7 }, now))).toEqual([]);
  });

  it('lists each spec once, leaving out phones no spec fits', () => {
    const phones = [
      phone(1, 1),
      phone(2, 1, { configurationId: 2, configurationName: '旗舰版' }),
      phone(3, 1),
      phone(4, 1, { configurationId: null, configurationName: null }),
    ];
    expect(specsOf(phones)).toEqual([
      { id: 1, name: '畅玩版' },
      { id: 2, name: '旗舰版' },
    ]);
  });
});
