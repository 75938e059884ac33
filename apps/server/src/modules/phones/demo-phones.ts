import { NEW_MACHINE_ANDROID, NEW_MACHINE_CHIP, PAD_TYPE } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import { phoneGroups, phones, phoneTagLinks, phoneTags } from '../../db/schema.js';
import type { Clock } from '../../infra/clock.js';
import type { PhonePlatform } from './index.js';

const DAY = 86_400_000;

interface DemoPhone {
  alias: string;
  group?: string;
  tags?: string[];
  days: number;
  android?: string;
  chip?: string;
  /** What happens to it after renting. */
  state?: 'failed-reset' | 'powered-off' | 'recycled';
}

const MAIN_MEMBER: DemoPhone[] = [
  { alias: '挂机 01', group: '游戏挂机', tags: ['主号'], days: 28 },
  { alias: '挂机 02', group: '游戏挂机', tags: ['小号'], days: 28 },
  { alias: '挂机 03', group: '游戏挂机', tags: ['小号', '测试'], days: 2 },
  { alias: '挂机 04', group: '游戏挂机', days: 15, state: 'failed-reset' },
  { alias: '店铺 A', group: '电商运营', tags: ['主号'], days: 60 },
  { alias: '店铺 B', group: '电商运营', days: 45, state: 'powered-off' },
  // An image behind its chip's newest on sale (旗舰版, Android 12): it can be upgraded.
  { alias: '直播间', group: '电商运营', tags: ['测试'], days: 90, android: '11', chip: 'Orion8Gen2' },
  { alias: '备用机', days: 10 },
  { alias: '旧手机', days: -1, state: 'recycled' },
];
const SECOND_MEMBER: DemoPhone[] = [
  { alias: '我的云机', days: 20 },
  { alias: '工作机', days: 5 },
];

/**
 * Demo phones (issue 4): the first member's in two groups with tags and in mixed states (running,
 * a failed reset, one near expiry, one off, one expired in the recycle bin), the second member's two.
 * They are real simulator devices, so every operation works on them.
 */
export async function seedDemoPhones(db: Db, clock: Clock, platform: PhonePlatform, memberIds: [number, number]) {
  const now = clock.now().getTime();
  for (const [memberId, list] of [
    [memberIds[0], MAIN_MEMBER],
    [memberIds[1], SECOND_MEMBER],
  ] as const) {
    const groups = new Map<string, number>();
    const tags = new Map<string, number>();
    for (const [i, demo] of list.entries()) {
      if (demo.group && !groups.has(demo.group)) {
        const [g] = await db.insert(phoneGroups).values({ memberId, name: demo.group }).returning({ id: phoneGroups.id });
        groups.set(demo.group, g!.id);
      }
      const phone = await platform.fleet.allocate(
        { androidVersion: demo.android ?? NEW_MACHINE_ANDROID, chip: demo.chip ?? NEW_MACHINE_CHIP },
        async (tx, device) => {
          const [row] = await tx
            .insert(phones)
            .values({
              memberId,
              deviceId: device.id,
              alias: demo.alias,
              padType: PAD_TYPE.vip,
              groupId: demo.group ? groups.get(demo.group)! : null,
              expireTime: new Date(now + demo.days * DAY),
              createdAt: new Date(now - (list.length - i) * DAY),
              recycledAt: demo.state === 'recycled' ? new Date(now - DAY / 2) : null,
            })
            .returning({ id: phones.id });
          return { id: row!.id, owlId: device.owlId };
        },
      );
      for (const name of demo.tags ?? []) {
        if (!tags.has(name)) {
          const [tag] = await db.insert(phoneTags).values({ memberId, name }).returning({ id: phoneTags.id });
          tags.set(name, tag!.id);
        }
        await db.insert(phoneTagLinks).values({ tagId: tags.get(name)!, phoneId: phone.id });
      }
      if (demo.state === 'failed-reset') {
        // A real failure: the reset runs its course, then fails.
        await platform.driver.inject(phone.owlId, { kind: 'fail-next', operation: 'reset' });
        await platform.operations.reset(memberId, [phone.id], 'zh-CN');
      }
      if (demo.state === 'powered-off') await platform.operations.powerOff(memberId, [phone.id], 'zh-CN');
      // An expired phone is stopped, as the expiry sweeper does.
      if (demo.state === 'recycled') await platform.reconciler.apply(await platform.driver.power(phone.owlId, false));
    }
  }
}
