import {
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  PAD_TYPE,
  type Customization,
  type Locale,
  type OperationResults,
  type PhonePageQuery,
  type TrialPhone,
} from '@cloudphone/contract';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, phones, trialGrants } from '../../db/schema.js';
import type { Fleet } from './fleet.js';
import { findCity } from '../../devices/catalogue.js';
import type { DeviceProfile } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from './phone-access.js';
import type { PhoneListCache } from './phone-list.cache.js';
import { pagePhonesJson } from './phone-list.repo.js';
import { serialNumber } from '../../devices/simulator/profiles.js';

/** How long the new-member trial phone lasts. */
export const TRIAL_HOURS = 24;

/** Reading and naming phones, the recycle bin and the trial phone; operations live in phone-operations.service.ts. */
export function createPhonesService({
  db,
  clock,
  fleet,
  graceDays,
  listCache,
}: {
  db: Db;
  clock: Clock;
  fleet: Fleet;
  graceDays: number;
  listCache: PhoneListCache;
}) {
  /**
   * A new member's one trial phone (pad type web trial), granted when the account is created
   * (every sign-up path calls this once it committed). The grant row's primary key makes it once
   * per member however often and however concurrently it is asked for: null when already granted.
   */
  async function grantTrial(memberId: number): Promise<TrialPhone | null> {
    const now = clock.now();
    const [grant] = await db.insert(trialGrants).values({ memberId }).onConflictDoNothing().returning({ memberId: trialGrants.memberId });
    if (!grant) return null;
    try {
      return await fleet.allocate({ androidVersion: NEW_MACHINE_ANDROID, chip: NEW_MACHINE_CHIP }, async (tx, device) => {
        const [phone] = await tx
          .insert(phones)
          .values({
            memberId,
            deviceId: device.id,
            alias: device.owlId.slice(-6),
            padType: PAD_TYPE.webTrial,
            expireTime: new Date(now.getTime() + TRIAL_HOURS * 3600_000),
            createdAt: now,
          })
          .returning({ id: phones.id });
        await tx.update(trialGrants).set({ phoneId: phone!.id }).where(eq(trialGrants.memberId, memberId));
        return { phoneId: phone!.id };
      });
    } catch (error) {
      // No phone could be handed out: the trial is still the member's to claim.
      await db.delete(trialGrants).where(eq(trialGrants.memberId, memberId));
      throw error;
    }
  }

  return {
    /** Phones that expired and wait in the recycle bin, renewable until their release time. */
    async recyclePage(memberId: number, pageNo: number, pageSize: number) {
      const where = and(eq(phones.memberId, memberId), isNotNull(phones.recycledAt));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            id: phones.id,
            owlId: devices.owlId,
            alias: phones.alias,
            expireTime: phones.expireTime,
            recycledAt: phones.recycledAt,
          })
          .from(phones)
          .innerJoin(devices, eq(devices.id, phones.deviceId))
          .where(where)
          .orderBy(desc(phones.recycledAt), desc(phones.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(phones).where(where),
      ]);
      const list = rows.map((r) => ({
        id: r.id,
        owlId: r.owlId,
        alias: r.alias,
        expireTime: r.expireTime.getTime(),
        recycleTime: r.recycledAt!.getTime(),
        releaseTime: r.recycledAt!.getTime() + graceDays * 86_400_000,
      }));
      return { list, total };
    },

    grantTrial,

    /**
     * distribute-for-new-member, kept for older clients: the sign-up already granted the trial, so
     * this answers "already claimed"; it grants only what a sign-up could not (no free device then).
     */
    async distributeTrial(memberId: number): Promise<TrialPhone> {
      const trial = await grantTrial(memberId);
      if (!trial) throw new AppError('PHONE_TRIAL_USED');
      return trial;
    },

    page: (memberId: number, query: PhonePageQuery) =>
      listCache.page(memberId, query, () => pagePhonesJson(db, memberId, query, clock.now())),
    /** The same page as the route's JSON answer: the list is the hottest read of the console. */
    pageJson: (memberId: number, query: PhonePageQuery) =>
      listCache.pageJson(memberId, query, () => pagePhonesJson(db, memberId, query, clock.now())),

    /** Only the owner names a phone; anyone else's phone does not exist for this call. */
    async rename(memberId: number, phoneId: number, alias: string) {
      const [row] = await db
        .update(phones)
        .set({ alias })
        .where(and(eq(phones.id, phoneId), eq(phones.memberId, memberId)))
        .returning({ id: phones.id });
      if (!row) throw new AppError('PHONE_NOT_FOUND');
      return true;
    },

    /** Spec point 5: a batch reboot cannot include phones shared with the member; nothing runs then. */
    guardBatchReboot(run: (memberId: number, ids: number[], locale: Locale) => Promise<OperationResults>) {
      return async (memberId: number, ids: number[], locale: Locale) => {
        if (ids.length > 1) {
          const found = await accessiblePhones(db, memberId, ids, clock.now());
          if ([...found.values()].some((p) => !p.own)) throw new AppError('PHONE_AUTHORIZED_IN_BATCH');
        }
        return run(memberId, ids, locale);
      };
    },

    async ensureVisible(memberId: number, phoneId: number) {
      if (!(await accessiblePhones(db, memberId, [phoneId], clock.now())).has(phoneId)) throw new AppError('PHONE_NOT_FOUND');
    },

    async statuses(memberId: number, ids: number[]) {
      const found = await accessiblePhones(db, memberId, ids, clock.now());
      return ids.flatMap((id) => {
        const p = found.get(id);
        return p ? [{ phoneId: id, status: p.status, powerOn: p.powerOn }] : [];
      });
    },

    /** The device profile a customization asks for; the city's centre and zone unless given. */
    profileFor(body: Customization): Partial<DeviceProfile> & { dpi?: number | undefined } {
      const place = findCity(body.countryId, body.cityId);
      if (!place) throw new AppError('BAD_REQUEST');
      return {
        brand: body.brand,
        model: body.model,
        serialNumber: body.serialNumber ?? serialNumber(),
        country: place.country.code,
        city: place.city.nameEn,
        location: body.location ?? place.city.location,
        timeZone: body.timeZone ?? place.city.timeZone,
        language: place.country.language,
        dpi: body.dpi,
      };
    },
  };
}
export type PhonesService = ReturnType<typeof createPhonesService>;
