import { NEW_MACHINE_ANDROID, NEW_MACHINE_CHIP, PAD_TYPE, type DurationUnit, type OrderType } from '@cloudphone/contract';
import type { Clock } from '../../infra/clock.js';
import type { OffersRepo } from './offers.repo.js';

type Package = [OrderType, number, DurationUnit, number, number, string | null];

/** The packages of a spec, scaled by its monthly price in fen: a day, a week, a month, a quarter for each order type. */
const packagesFor = (monthly: number): Package[] => [
  ['purchase', 1, 'day', Math.round(monthly / 20), Math.round(monthly / 15), null],
  ['purchase', 7, 'day', Math.round(monthly / 3.5), Math.round(monthly / 3), null],
  ['purchase', 1, 'month', monthly, Math.round(monthly * 1.25), '最受欢迎'],
  ['purchase', 3, 'month', monthly * 3 - Math.round(monthly * 0.3), monthly * 3, '省 10%'],
  ['renewal', 7, 'day', Math.round(monthly / 3.5), Math.round(monthly / 3), null],
  ['renewal', 1, 'month', monthly, Math.round(monthly * 1.25), '最受欢迎'],
  ['renewal', 3, 'month', monthly * 3 - Math.round(monthly * 0.3), monthly * 3, '省 10%'],
  ['upgrade', 1, 'month', Math.round(monthly / 2), Math.round(monthly / 2), null],
];

/** Three specs (one Android 10 with Orion865, which can be customised), two regions, packages for every order type. */
export async function seedDemoOffers(offers: OffersRepo, clock: Clock) {
  const regions = [await offers.addRegion({ name: '华东', sort: 0 }), await offers.addRegion({ name: '华南', sort: 1 })];
  const specs = [
    {
      tab: '安卓 10',
      name: '畅玩版',
      androidVersion: NEW_MACHINE_ANDROID,
      chip: NEW_MACHINE_CHIP,
      cpu: '8 核',
      memory: '4GB',
      storage: '64GB',
      monthly: 3900,
      stock: [50, 20],
    },
    {
      tab: '安卓 10',
      name: '高配版',
      androidVersion: NEW_MACHINE_ANDROID,
      chip: 'Orion888',
      cpu: '8 核',
      memory: '8GB',
      storage: '128GB',
      monthly: 6900,
      stock: [30, 0],
    },
    {
      tab: '安卓 12',
      name: '旗舰版',
      androidVersion: '12',
      chip: 'Orion8Gen2',
      cpu: '8 核',
      memory: '12GB',
      storage: '256GB',
      monthly: 9900,
      stock: [10, 10],
    },
  ];
  for (const [sort, { monthly, stock, ...spec }] of specs.entries()) {
    const id = await offers.addConfiguration({ ...spec, padType: PAD_TYPE.vip, sort, createdAt: clock.now() });
    for (const [i, regionId] of regions.entries()) await offers.setStock(id, regionId, stock[i]!);
    for (const [i, [orderType, duration, durationUnit, price, originalPrice, label]] of packagesFor(monthly).entries())
      await offers.addPrice({ configurationId: id, orderType, duration, durationUnit, price, originalPrice, label, sort: i });
  }
}
