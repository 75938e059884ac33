import { EXPIRING_SOON_SECONDS, PHONE_GROUP_FILTER, PHONE_SORT, type PhonePageQuery, type PhoneRow } from '@cloudphone/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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

/** Phones shared with the member and not yet expired: phone id → how (2 operate, else view). */
export async function sharedWith(db: DbOrTx, memberId: number, now: Date) {
  const rows = await db
    .select({ phoneId: phoneAccredits.phoneId, type: phoneAccredits.accreditType })
    .from(phoneAccredits)
    .where(and(eq(phoneAccredits.granteeId, memberId), gt(phoneAccredits.expireTime, now)));
  return new Map(rows.map((r) => [r.phoneId, r.type]));
}

/** Each sort's column and direction; ties go by id in the same direction (indexes of migration 0011). */
const SORTS = {
  [PHONE_SORT.expiry]: { column: phones.expireTime, desc: false },
  [PHONE_SORT.name]: { column: phones.alias, desc: false },
  [PHONE_SORT.created]: { column: phones.createdAt, desc: true },
  [PHONE_SORT.status]: { column: phones.deviceStatus, desc: false },
} as const;

/** Own phones I have shared with someone, still in force: the list's "authorized" filter and flag. */
const grantedBy = (memberId: number, now: Date) =>
  sql`select ${phoneAccredits.phoneId} from ${phoneAccredits} where ${phoneAccredits.ownerId} = ${memberId} and ${phoneAccredits.expireTime} > ${now}`;

/**
 * The conditions of a page query on one side of the list: the member's own phones, or those
 * shared with them (`undefined`: that side has nothing to show). Each side alone is one range of
 * a covering partial index per sort (migration 0011), with every filter's columns in it, so a
 * page and its count read the member's index entries and never the fleet, and an OR across the
 * two sides cannot turn the plan into a bitmap scan and a sort.
 */
function sideFilter(side: 'own' | 'shared', memberId: number, sharedIds: number[], q: PhonePageQuery, now: Date): SQL | undefined {
  const where: Array<SQL | undefined> = [isNull(phones.recycledAt)];
  if (side === 'own') where.push(eq(phones.memberId, memberId));
  else if (sharedIds.length) where.push(inArray(phones.id, sharedIds), ne(phones.memberId, memberId));
  else return undefined;

  const terms = keywordTerms(q.keyword);
  if (terms.length === 1) {
    // The same as ILIKE '%term%' on the ID or the alias (PostgreSQL lower-cases both sides for
    // it): the term has no whitespace, so it cannot match across the space joining the two.
    where.push(sql`strpos(${phones.searchText}, lower(${terms[0]!})) > 0`);
  } else if (terms.length > 1) {
    const upper = terms.map((t) => t.toUpperCase());
    where.push(or(inArray(phones.owlUpper, upper), inArray(phones.alias, terms)));
  }
  if (q.groupId === PHONE_GROUP_FILTER.shared) {
    if (side === 'own') return undefined;
  } else if (q.groupId !== undefined) {
    if (side === 'shared') return undefined;
    where.push(q.groupId === PHONE_GROUP_FILTER.ungrouped ? isNull(phones.groupId) : eq(phones.groupId, q.groupId));
  }
  if (q.tagId !== undefined) {
    where.push(
      sql`${phones.id} in (select ${phoneTagLinks.phoneId} from ${phoneTagLinks} join ${phoneTags} on ${phoneTags.id} = ${phoneTagLinks.tagId}
        where ${phoneTagLinks.tagId} = ${q.tagId} and ${phoneTags.memberId} = ${memberId})`,
    );
  }
  if (q.status !== undefined) where.push(phoneStatusFilter(q.status, now));
  if (q.expiringSoon) where.push(lte(phones.expireTime, new Date(now.getTime() + EXPIRING_SOON_SECONDS * 1000)));
  if (q.authorized !== undefined) {
    // A phone shared with me is always "authorized"; one of mine is when I have shared it.
    if (side === 'shared' && !q.authorized) return undefined;
    if (side === 'own')
      where.push(
        q.authorized ? sql`${phones.id} in (${grantedBy(memberId, now)})` : sql`${phones.id} not in (${grantedBy(memberId, now)})`,
      );
  }
  return and(...where);
}

/**
 * POST /trade/phone/app-page: the member's own phones and those shared with them, filtered,
 * sorted and paged in the database; plans for every filter and sort in docs/phone-list-plans.md
 * (`npm run bench:phones-list-plans` regenerates it).
 */
export async function pagePhones(db: DbOrTx, memberId: number, q: PhonePageQuery, now: Date): Promise<{ list: PhoneRow[]; total: number }> {
  const shared = await sharedWith(db, memberId, now);
  const sharedIds = [...shared.keys()];
  const sides = (['own', 'shared'] as const).map((side) => sideFilter(side, memberId, sharedIds, q, now)).filter((w) => w !== undefined);
  if (!sides.length) return { list: [], total: 0 };

  const sort = SORTS[q.sortType as keyof typeof SORTS] ?? SORTS[PHONE_SORT.expiry];
  const dir = sql.raw(sort.desc ? 'desc' : 'asc');
  const offset = (q.pageNo - 1) * q.pageSize;
  // Each side gives its first offset + pageSize in order (an index range read in order); the page
  // is cut from their merge. Only the page's ids are then joined to devices, groups and owners.
  const branch = (where: SQL) =>
    sql`(select ${phones.id} as id, ${sort.column} as k from ${phones} where ${where} order by k ${dir}, id ${dir} limit ${offset + q.pageSize})`;
  const pageIds = sql`select id from (${sql.join(sides.map(branch), sql` union all `)}) s order by k ${dir}, id ${dir} limit ${q.pageSize} offset ${offset}`;
  const order = sort.desc ? [desc(sort.column), desc(phones.id)] : [asc(sort.column), asc(phones.id)];

  const [rows, totals] = await Promise.all([
    db
      .select({
        phone: phones,
        device: devices,
        groupName: phoneGroups.name,
        ownerPhone: members.phone,
        tags: sql<Array<{
          id: number;
          name: string;
        }> | null>`(select json_agg(json_build_object('id', ${phoneTags.id}, 'name', ${phoneTags.name}) order by ${phoneTags.id})
          from ${phoneTagLinks} join ${phoneTags} on ${phoneTags.id} = ${phoneTagLinks.tagId}
          where ${phoneTagLinks.phoneId} = ${phones.id} and ${phoneTags.memberId} = ${memberId})`,
        grantedByMe: sql<boolean>`${phones.id} in (${grantedBy(memberId, now)})`,
      })
      .from(phones)
      .innerJoin(devices, eq(devices.id, phones.deviceId))
      .leftJoin(phoneGroups, eq(phoneGroups.id, phones.groupId))
      .leftJoin(members, eq(members.id, phones.memberId))
      .where(sql`${phones.id} in (${pageIds})`)
      .orderBy(...order),
    db.execute(
      sql`select ${sql.join(
        sides.map((where) => sql`(select count(*) from ${phones} where ${where})`),
        sql` + `,
      )} as total`,
    ),
  ]);
  const total = Number((totals as unknown as { rows: Array<{ total: string | number }> }).rows[0]?.total ?? 0);

  const list = rows.map(({ phone, device, groupName, ownerPhone, tags, grantedByMe }): PhoneRow => {
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
      tags: tags ?? [],
      authorized: own ? grantedByMe : true,
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
