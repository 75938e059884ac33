import {
  PHONE_STATUS,
  type Locale,
  type MediaTransport,
  type StartGroupControlResult,
  type StartGroupControlSchema,
  type PhoneSessionErrorSchema,
  type StartPhoneResult,
  type StartPhoneSchema,
} from '@cloudphone/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createPhonesRepo } from '../phones/phones.repo.js';
import type { DeviceDriver } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { AuthContext } from '../auth/sessions.service.js';
import { accessiblePhones, type AccessiblePhone } from '../phone-access/phone-access.repo.js';
import { recordGranteeUse } from '../phones/grantee-use.js';
import { statusName } from '../phones/phone-batch.js';
import { followerStateOf } from './group/follower-state.js';
import { mediaTransport, streamUrlFor } from './media-transport.js';
import type { SessionErrorsRepo } from './session-errors.repo.js';
import type { StreamTicket, StreamTickets } from './stream-tickets.js';

/**
 * Starting play sessions (startPhone), the checks the stream socket repeats when a ticket is
 * redeemed, and the browser's failure reports (updPhoneSessionError).
 */
export function createPlayService(deps: {
  db: Db;
  clock: Clock;
  driver: DeviceDriver;
  tickets: StreamTickets;
  errors: SessionErrorsRepo;
  /** Minutes without input before a control session ends (PLAY_IDLE_MINUTES). */
  idleMinutes: number;
}) {
  const { db, clock, driver, tickets, errors, idleMinutes } = deps;

  /** The phone as the member may use it; another member's, an unknown or a recycled phone does not exist. */
  async function visiblePhone(memberId: number, phoneId: number): Promise<AccessiblePhone> {
    const phone = (await accessiblePhones(db, memberId, [phoneId], clock.now())).get(phoneId);
    if (!phone) throw new AppError('PHONE_NOT_FOUND');
    return phone;
  }

  /** Every phone of a group: not found unless all are the member's to see, refused unless all may be operated. */
  async function operablePhones(memberId: number, ids: readonly number[]) {
    const phones = await accessiblePhones(db, memberId, ids, clock.now());
    if (phones.size !== ids.length) throw new AppError('PHONE_NOT_FOUND');
    if ([...phones.values()].some((p) => !p.operable)) throw new AppError('PHONE_AUTHORIZED_IN_BATCH');
    return phones;
  }

  /** A stream shows a running, powered-on phone; anything else is refused with why. */
  async function ensurePlayable(phone: AccessiblePhone, locale: Locale) {
    if (phone.status === PHONE_STATUS.abnormal) {
      // Abnormal covers a device that dropped off the network: the driver knows which.
      const state = await driver.get(phone.owlId).catch(() => null);
      throw new AppError(state?.online ? 'PLAY_PHONE_ABNORMAL' : 'PLAY_OFFLINE');
    }
    if (phone.status !== PHONE_STATUS.running) throw new AppError('PHONE_BUSY', { status: statusName(phone.status, locale) });
    if (!phone.powerOn) throw new AppError('PLAY_POWERED_OFF');
  }

  return {
    visiblePhone,
    ensurePlayable,

    /** A ticket for the stream websocket; view-only for a grantee without the operate right. */
    async start(auth: AuthContext, { phoneId, codec }: z.infer<typeof StartPhoneSchema>, locale: Locale): Promise<StartPhoneResult> {
      const phone = await visiblePhone(auth.memberId, phoneId);
      await ensurePlayable(phone, locale);
      const viewOnly = !phone.operable;
      await createPhonesRepo(db).markOpened([phoneId], clock.now());
      const { ticket, expiresAt } = await tickets.issue({
        memberId: auth.memberId,
        sessionId: auth.sessionId,
        phoneId,
        viewOnly,
        locale,
        ...(codec ? { codec } : {}),
      });
      return { url: streamUrlFor(ticket), ticket, expiresAt, viewOnly };
    },

    /**
     * getMts: how the phone's stream travels (path, codec, starting quality), for the owner and its
     * grantees; whether it plays now is startPhone's question.
     */
    async mediaTransport(memberId: number, { phoneId, codec }: z.infer<typeof StartPhoneSchema>): Promise<MediaTransport> {
      const phone = await visiblePhone(memberId, phoneId);
      return mediaTransport({ codec, viewOnly: !phone.operable, idleMinutes });
    },

    /**
     * Group control: a ticket for the master's stream that also names the followers. Every phone
     * chosen must be the member's to operate (another member's is not found; a view-only share
     * makes the selection refused); the master must be playable, the followers are listed with
     * whether they can follow now.
     */
    async startGroup(
      auth: AuthContext,
      { phoneIds, masterId }: z.infer<typeof StartGroupControlSchema>,
      locale: Locale,
    ): Promise<StartGroupControlResult> {
      const phones = await operablePhones(auth.memberId, phoneIds);
      const master = phones.get(masterId!)!;
      await ensurePlayable(master, locale);
      const followers = await Promise.all(
        phoneIds
          .filter((id) => id !== masterId)
          .map(async (id, index) => {
            const phone = phones.get(id)!;
            const online =
              phone.status === PHONE_STATUS.abnormal ? ((await driver.get(phone.owlId).catch(() => null))?.online ?? false) : true;
            return {
              phoneId: id,
              slot: index + 1,
              owlId: phone.owlId,
              alias: phone.alias,
              ...followerStateOf({ ...phone, online }, locale),
            };
          }),
      );
      await createPhonesRepo(db).markOpened(phoneIds, clock.now());
      const { ticket, expiresAt } = await tickets.issue({
        memberId: auth.memberId,
        sessionId: auth.sessionId,
        phoneId: master.id,
        viewOnly: false,
        locale,
        group: { followerIds: followers.map((f) => f.phoneId) },
      });
      return {
        url: streamUrlFor(ticket),
        ticket,
        expiresAt,
        viewOnly: false,
        masterId: master.id,
        followers,
      };
    },

    /** The followers of a redeemed group ticket the member may still operate, in the order chosen. */
    async followersFor(ticket: StreamTicket) {
      const ids = ticket.group?.followerIds ?? [];
      const phones = await accessiblePhones(db, ticket.memberId, ids, clock.now());
      return ids.map((id) => phones.get(id)).filter((p): p is AccessiblePhone => p !== undefined && p.operable);
    },

    /** The phone a redeemed ticket opens, checked again: a share may have ended, the phone stopped. */
    async phoneFor(ticket: StreamTicket) {
      const phone = await visiblePhone(ticket.memberId, ticket.phoneId);
      await ensurePlayable(phone, ticket.locale);
      return { phone, viewOnly: ticket.viewOnly || !phone.operable };
    },

    /**
     * A grantee's play session opened: a 'play' entry in the owner's audit trail for each shared
     * phone it shows (a group's followers too), from the websocket upgrade's address. False when a
     * grant ended meanwhile (the session must end; nothing more is written).
     */
    async auditPlay(memberId: number, phones: readonly AccessiblePhone[], ip: string | null) {
      for (const phone of phones) {
        if (phone.own) continue;
        const use = { phoneId: phone.id, owlId: phone.owlId, granteeId: memberId, action: 'play' as const, ip, operate: false };
        if ((await recordGranteeUse(db, clock, use)) === 'gone') return false;
      }
      return true;
    },

    async recordError(memberId: number, report: z.output<typeof PhoneSessionErrorSchema>, meta: { userAgent?: string; ip?: string }) {
      await visiblePhone(memberId, report.phoneId);
      await errors.insert({
        phoneId: report.phoneId,
        memberId,
        code: report.code,
        detail: report.detail ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip?.slice(0, 64) ?? null,
        createdAt: clock.now(),
      });
      return true;
    },
  };
}
export type PlayService = ReturnType<typeof createPlayService>;
