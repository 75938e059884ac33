import {
  NEW_MACHINE_ANDROID,
  NEW_MACHINE_CHIP,
  PAD_TYPE,
  type Customization,
  type PageResult,
  type PhonePageQuery,
  type PhoneRow,
  type TrialPhone,
} from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Fleet } from './fleet.js';
import { findCity } from '../../devices/catalogue.js';
import type { DeviceProfile } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import { JsonText } from '../../http/json-text.js';
import type { Clock } from '../../infra/clock.js';
import { accessiblePhones } from '../phone-access/phone-access.repo.js';
import { ensureOwner } from './phone-batch.js';
import type { PhoneListCache } from './phone-list.cache.js';
import { pagePhonesJson } from './phone-list.repo.js';
import { createPhonesRepo } from './phones.repo.js';
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
  const repo = createPhonesRepo(db);

  /**
   * A new member's one trial phone (pad type web trial), granted when the account is created
   * (every sign-up path calls this once it committed). The grant row's primary key makes it once
   * per member however often and however concurrently it is asked for: null when already granted.
   */
  async function grantTrial(memberId: number): Promise<TrialPhone | null> {
    const now = clock.now();
    if (!(await repo.claimTrial(memberId))) return null;
    try {
      return await fleet.allocate({ androidVersion: NEW_MACHINE_ANDROID, chip: NEW_MACHINE_CHIP }, async (tx, device) => {
        const phoneId = await createPhonesRepo(tx).rent({
          memberId,
          deviceId: device.id,
          alias: device.owlId.slice(-6),
          padType: PAD_TYPE.webTrial,
          expireTime: new Date(now.getTime() + TRIAL_HOURS * 3600_000),
          now,
          trial: true,
        });
        return { phoneId };
      });
    } catch (error) {
      // No phone could be handed out: the trial is still the member's to claim.
      await repo.releaseTrial(memberId);
      throw error;
    }
  }

  return {
    /** Phones that expired and wait in the recycle bin, renewable until their release time. */
    async recyclePage(memberId: number, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.recycled(memberId, pageNo, pageSize);
      const list = rows.map((r) => ({
        id: r.id,
        owlId: r.owlId,
        alias: r.alias,
        expireTime: r.expireTime.getTime(),
        recycleTime: r.recycledAt.getTime(),
        releaseTime: r.recycledAt.getTime() + graceDays * 86_400_000,
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

    /** A page of the list as JSON text, sent as it is: the list is the hottest read of the console. */
    page: async (memberId: number, query: PhonePageQuery) =>
      new JsonText<PageResult<PhoneRow>>(await listCache.pageJson(memberId, query, () => pagePhonesJson(db, memberId, query, clock.now()))),

    /** Only the owner names a phone: a grantee is refused (decision 025), anyone else's phone does not exist. */
    async rename(memberId: number, phoneId: number, alias: string) {
      ensureOwner((await accessiblePhones(db, memberId, [phoneId], clock.now())).get(phoneId));
      if (!(await repo.rename(memberId, phoneId, alias))) throw new AppError('PHONE_NOT_FOUND');
      return true;
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
