import { PHONE_STATUS, type AdminPhonePageQuery, type AdminPhoneRow, type PageResult } from '@cloudphone/contract';
import { and, count, desc, eq, gt, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { devices, members, phoneConfigurations, phones } from '../../db/schema.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/** Devices of one driver in one status, and how many of them a member rents. */
export interface DeviceUsage {
  driver: string;
  status: number;
  count: number;
  rented: number;
}

/** A phone as maintenance and operations on a member's behalf need it: its owner and its device. */
export interface FleetPhone {
  id: number;
  memberId: number;
  owlId: string;
  status: number;
}

function pageFilter(q: AdminPhonePageQuery, now: Date): SQL | undefined {
  const where: Array<SQL | undefined> = [
    q.status !== undefined ? eq(devices.status, q.status) : undefined,
    q.androidVersion ? eq(devices.androidVersion, q.androidVersion) : undefined,
    q.chip ? ilike(devices.chip, escapeLike(q.chip)) : undefined,
    q.configurationId ? eq(phones.configurationId, q.configurationId) : undefined,
    q.country ? ilike(devices.country, escapeLike(q.country)) : undefined,
    q.city ? ilike(devices.city, escapeLike(q.city)) : undefined,
    q.memberId ? eq(phones.memberId, q.memberId) : undefined,
    q.memberPhone ? ilike(members.phone, contains(q.memberPhone)) : undefined,
    q.owlId ? ilike(devices.owlId, contains(q.owlId)) : undefined,
    q.expired === undefined ? undefined : q.expired ? lte(phones.expireTime, now) : gt(phones.expireTime, now),
  ];
  return and(...where);
}

/** The operator's view of the fleet: every member's phones, and the devices per driver. */
export function createFleetAdminRepo(db: DbOrTx) {
  return {
    /** Every device per driver and status (the hosts' load), with how many are rented. */
    async usage(): Promise<DeviceUsage[]> {
      return db
        .select({ driver: devices.driver, status: devices.status, count: count(), rented: count(phones.id) })
        .from(devices)
        .leftJoin(phones, eq(phones.deviceId, devices.id))
        .groupBy(devices.driver, devices.status);
    },

    async page(q: AdminPhonePageQuery, now: Date): Promise<PageResult<AdminPhoneRow>> {
      const where = pageFilter(q, now);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: phones.id,
            alias: phones.alias,
            owlId: devices.owlId,
            status: devices.status,
            powerOn: devices.powerOn,
            memberId: phones.memberId,
            memberPhone: members.phone,
            padType: phones.padType,
            androidVersion: devices.androidVersion,
            chip: devices.chip,
            configurationId: phones.configurationId,
            configurationName: phoneConfigurations.name,
            country: devices.country,
            city: devices.city,
            driver: devices.driver,
            expireTime: phones.expireTime,
            recycledAt: phones.recycledAt,
            createdAt: phones.createdAt,
          })
          .from(phones)
          .innerJoin(devices, eq(devices.id, phones.deviceId))
          .innerJoin(members, eq(members.id, phones.memberId))
          .leftJoin(phoneConfigurations, eq(phoneConfigurations.id, phones.configurationId))
          .where(where)
          .orderBy(desc(phones.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(phones)
          .innerJoin(devices, eq(devices.id, phones.deviceId))
          .innerJoin(members, eq(members.id, phones.memberId))
          .where(where),
      ]);
      return {
        list: rows.map(({ expireTime, recycledAt, createdAt, ...row }) => ({
          ...row,
          // The fleet table keeps no on-line flag: a device that dropped off line is abnormal (0).
          online: row.status !== PHONE_STATUS.abnormal,
          expireTime: expireTime.getTime(),
          expired: expireTime.getTime() <= now.getTime(),
          recycleTime: recycledAt?.getTime() ?? null,
          createTime: createdAt.getTime(),
        })),
        total: total?.n ?? 0,
      };
    },

    /** The phones among `ids` that exist (recycled ones included), with their owner and device. */
    async phonesByIds(ids: readonly number[]): Promise<FleetPhone[]> {
      if (!ids.length) return [];
      return db
        .select({ id: phones.id, memberId: phones.memberId, owlId: devices.owlId, status: devices.status })
        .from(phones)
        .innerJoin(devices, eq(devices.id, phones.deviceId))
        .where(inArray(phones.id, [...ids]));
    },
  };
}
export type FleetAdminRepo = ReturnType<typeof createFleetAdminRepo>;
