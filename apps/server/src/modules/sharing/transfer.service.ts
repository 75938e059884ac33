import { TRANSITIONAL_STATUSES, translate, type Locale, type OperationResults } from '@cloudphone/contract';
import type { Db } from '../../db/client.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import { recordAudit } from '../phone-audit/phone-audit.repo.js';
import { busy, PhoneRefusal, statusName } from '../phones/phone-batch.js';
import { createShareLinksRepo } from '../play/share-links.repo.js';
import { otherAccount } from './accredit.service.js';
import { createAccreditRepo, type GrantRow } from './accredit.repo.js';
import { expiryAudit, type Grants } from './grants.js';
import { createTransferRepo } from './transfer.repo.js';
import '../../http/server-messages.js';

const messageOf = (refusal: PhoneRefusal, locale: Locale) =>
  translate(refusal.key, locale, refusal.key === 'phones.busy' ? { status: statusName(Number(refusal.params.status), locale) } : {});

/**
 * Transfer (decision 025): a phone moves to another member with its device and data. Each phone
 * is one transaction that locks its row first, as grants do, so a grant racing a transfer either
 * lands before it (and is ended by it) or finds the phone gone. The old owner's group, tags,
 * grants and share links no longer apply; their sockets on it, and every former grantee's, close.
 */
export function createTransferService(deps: {
  db: Db;
  bus: Bus;
  clock: Clock;
  grants: Grants;
  /** The moved phones' devices drop the old owner's proxy (proxy-setting's syncPhones). */
  devicesFollow?: ((phoneIds: readonly number[]) => Promise<void>) | undefined;
}) {
  const { db, bus, clock, grants } = deps;
  const shareLinks = createShareLinksRepo(db);

  /** Moves one phone, or answers why not; the grants it ended. */
  async function transferOne(ownerId: number, receiverId: number, phoneId: number, ip: string | null, now: Date): Promise<GrantRow[]> {
    return db.transaction(async (tx) => {
      const accredits = createAccreditRepo(tx);
      const phone = (await accredits.lockPhones([phoneId])).get(phoneId);
      if (!phone || phone.recycled) throw new PhoneRefusal('phones.notFound');
      if (phone.memberId !== ownerId) {
        const held = (await accredits.liveOn([phoneId], now)).some((g) => g.granteeId === ownerId);
        throw new PhoneRefusal(held ? 'phones.authorizedInBatch' : 'phones.notFound');
      }
      if (TRANSITIONAL_STATUSES.includes(phone.status as never)) throw busy(phone.status);
      const repo = createTransferRepo(tx);
      await repo.move(phoneId, receiverId);
      await repo.dropTags(phoneId, ownerId);
      const ended = await repo.endGrants(phoneId);
      const live = ended.filter((g) => g.expireTime.getTime() > now.getTime());
      const concerned = live.some((g) => g.granteeId === receiverId) ? receiverId : null;
      const entry = { phoneId, owlId: phone.owlId, action: 'transfer' as const, actorId: ownerId, granteeId: concerned, ip, at: now };
      await recordAudit(tx, [
        ...ended.filter((g) => !live.includes(g)).map((g) => expiryAudit(g, phone.owlId)),
        { ...entry, ownerId },
        // The receiver's trail starts with how the phone came to them.
        { ...entry, ownerId: receiverId },
      ]);
      return ended;
    });
  }

  /** After the commit: whoever watched or drove the phone under the old ownership is disconnected. */
  async function disconnect(ownerId: number, phoneId: number, ended: GrantRow[], now: Date) {
    await grants.announce([...ended, { granteeId: ownerId, phoneId }], 'recalled');
    for (const link of await shareLinks.listOpen(ownerId, phoneId, now)) {
      if (await shareLinks.revoke(ownerId, link.id, now)) await bus.publish('share-link-ended', { linkId: link.id });
    }
  }

  return {
    async transfer(ownerId: number, input: { phoneIds: number[]; receiverPhone: string }, ip: string | null, locale: Locale) {
      const receiverId = await otherAccount(db, ownerId, input.receiverPhone, {
        unknown: 'TRANSFER_RECEIVER_UNKNOWN',
        self: 'TRANSFER_RECEIVER_SELF',
        disabled: 'TRANSFER_RECEIVER_DISABLED',
      });
      const results: OperationResults['results'] = [];
      for (const phoneId of input.phoneIds) {
        const now = clock.now();
        try {
          const ended = await transferOne(ownerId, receiverId, phoneId, ip, now);
          await disconnect(ownerId, phoneId, ended, now);
          await deps.devicesFollow?.([phoneId]);
          results.push({ phoneId, ok: true, msg: translate('phones.ok', locale) });
        } catch (error) {
          if (!(error instanceof PhoneRefusal)) throw error;
          results.push({ phoneId, ok: false, msg: messageOf(error, locale) });
        }
      }
      return { results };
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
