import { EXPIRING_SOON_SECONDS, PHONE_GROUP_FILTER, PHONE_SORT, type PhonePageQuery, type PhoneRow } from '@cloudphone/contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { remainingOf } from './phone-list.cache.js';
import { phoneStatusFilter } from './phone-status-filter.js';
import { devices, members, phoneAccredits, phoneGroups, phones, phoneTagLinks, phoneTags } from '../../db/schema.js';

/** Splits a batch search ("a, b c\nd": commas, Chinese commas, new lines; spaces belong to names) into its terms; one term is a fuzzy search. */
export const keywordTerms = (keyword: string | undefined) =>
  (keyword ?? '')
    .split(/[,，\r\n]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 200);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Phones shared with the member and not yet expired: phone id → how (2 operate, else view). */
export async function sharedWith(db: DbOrTx, memberId: number, now: Date) {
  const rows = await db
    .select({ phoneId: phoneAccredits.phoneId, type: phoneAccredits.accreditType })
    .from(phoneAccredits)
    .where(and(eq(phoneAccredits.granteeId, memberId), gt(phoneAccredits.expireTime, now)));
  return new Map(rows.map((r) => [r.phoneId, r.type]));
}

/**
 * POST /trade/phone/app-page: the member's own phones and those shared with them, filtered,
 * sorted and paged in the database (indexes on member_id with expiry, alias and group), with
 * tags fetched for the page only.
 */
export async function pagePhones(db: DbOrTx, memberId: number, q: PhonePageQuery, now: Date): Promise<{ list: PhoneRow[]; total: number }> {
  const shared = await sharedWith(db, memberId, now);
  const sharedIds = [...shared.keys()];
  const mine = eq(phones.memberId, memberId);
  const where: Array<SQL | undefined> = [isNull(phones.recycledAt), sharedIds.length ? or(mine, inArray(phones.id, sharedIds)) : mine];

  // Filters and sorts read the device's owlId and status as copied onto phones (migration 0006):
  // the member's phones alone, never the fleet (bench/phones-list).
  const terms = keywordTerms(q.keyword);
  if (terms.length === 1) {
    const like = `%${escapeLike(terms[0]!)}%`;
    where.push(or(ilike(phones.owlId, like), ilike(phones.alias, like)));
  } else if (terms.length > 1) {
    const upper = terms.map((t) => t.toUpperCase());
    where.push(or(inArray(sql`upper(${phones.owlId})`, upper), inArray(phones.alias, terms)));
  }
  if (q.groupId === PHONE_GROUP_FILTER.ungrouped) where.push(and(mine, isNull(phones.groupId)));
  else if (q.groupId === PHONE_GROUP_FILTER.shared) where.push(sharedIds.length ? inArray(phones.id, sharedIds) : sql`false`);
  else if (q.groupId !== undefined) where.push(and(mine, eq(phones.groupId, q.groupId)));
  if (q.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from ${phoneTagLinks} join ${phoneTags} on ${phoneTags.id} = ${phoneTagLinks.tagId}
        where ${phoneTagLinks.phoneId} = ${phones.id} and ${phoneTagLinks.tagId} = ${q.tagId} and ${phoneTags.memberId} = ${memberId})`,
    );
  }
  if (q.status !== undefined) where.push(phoneStatusFilter(q.status, now));
  if (q.expiringSoon) where.push(lte(phones.expireTime, new Date(now.getTime() + EXPIRING_SOON_SECONDS * 1000)));
  if (q.authorized !== undefined) {
    const grantedByMe = sql`exists (select 1 from ${phoneAccredits} where ${phoneAccredits.phoneId} = ${phones.id} and ${phoneAccredits.expireTime} > ${now})`;
    const isShared = sharedIds.length ? or(inArray(phones.id, sharedIds), grantedByMe)! : grantedByMe;
    where.push(q.authorized ? isShared : sql`not (${isShared})`);
  }
  const filter = and(...where);

  const order = {
    [PHONE_SORT.expiry]: [asc(phones.expireTime), asc(phones.id)],
    [PHONE_SORT.name]: [asc(phones.alias), asc(phones.id)],
    [PHONE_SORT.created]: [desc(phones.createdAt), desc(phones.id)],
    [PHONE_SORT.status]: [asc(phones.deviceStatus), asc(phones.id)],
  }[q.sortType] ?? [asc(phones.expireTime), asc(phones.id)];

  // The page's ids and the count come from phones alone; only the page's rows are joined, so
  // neither grows with the fleet or the page number.
  const pageOfPhones = db
    .select({ id: phones.id })
    .from(phones)
    .where(filter)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);

  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        phone: phones,
        device: devices,
        groupName: phoneGroups.name,
        ownerPhone: members.phone,
      })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .leftJoin(phoneGroups, eq(phoneGroups.id, phones.groupId))
      .leftJoin(members, eq(members.id, phones.memberId))
      .where(inArray(phones.id, pageOfPhones))
      .orderBy(...order),
    db.select({ total: count() }).from(phones).where(filter),
  ]);

  const ids = rows.map((r) => r.phone.id);
  const tagRows = ids.length
    ? await db
        .select({ phoneId: phoneTagLinks.phoneId, id: phoneTags.id, name: phoneTags.name })
        .from(phoneTagLinks)
        .innerJoin(phoneTags, eq(phoneTags.id, phoneTagLinks.tagId))
        .where(and(inArray(phoneTagLinks.phoneId, ids), eq(phoneTags.memberId, memberId)))
        .orderBy(asc(phoneTags.id))
    : [];
  const tags = new Map<number, Array<{ id: number; name: string }>>();
  for (const t of tagRows) tags.set(t.phoneId, [...(tags.get(t.phoneId) ?? []), { id: t.id, name: t.name }]);
  const grantedByMe = ids.length
    ? new Set(
        (
          await db
            .select({ phoneId: phoneAccredits.phoneId })
            .from(phoneAccredits)
            .where(and(inArray(phoneAccredits.phoneId, ids), eq(phoneAccredits.ownerId, memberId), gt(phoneAccredits.expireTime, now)))
        ).map((r) => r.phoneId),
      )
    : new Set<number>();

  const list = rows.map(({ phone, device, groupName, ownerPhone }): PhoneRow => {
    const own = phone.memberId === memberId;
    return {
      id: phone.id,
      owlId: device.owlId,
      alias: phone.alias,
      status: device.status,
      powerOn: device.powerOn,
      expireTime: phone.expireTime.getTime(),
      ...remainingOf(phone.expireTime.getTime(), now.getTime()),
      groupId: own ? phone.groupId : null,
      groupName: own ? groupName : null,
      tags: tags.get(phone.id) ?? [],
      authorized: own ? grantedByMe.has(phone.id) : true,
      accreditType: own ? null : (shared.get(phone.id) ?? null),
      ownerPhone: own ? null : ownerPhone,
      padType: phone.padType,
      orientation: device.orientation,
      dpi: device.dpi,
      brand: device.brand,
      model: device.model,
      serialNumber: device.serialNumber,
      country: device.country,
      city: device.city,
      timeZone: device.timeZone,
      language: device.language,
      proxyId: own ? phone.proxyId : null,
      androidVersion: device.androidVersion,
      chip: device.chip,
      createTime: phone.createdAt.getTime(),
    };
  });
  return { list, total };
}
