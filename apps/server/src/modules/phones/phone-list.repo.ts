import {
  EXPIRING_SOON_SECONDS,
  PHONE_GROUP_FILTER,
  PHONE_SORT,
  PHONE_STATUS,
  PHONE_STATUS_FILTER,
  type PhonePageQuery,
  type PhoneRow,
} from '@cloudphone/contract';
import { and, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { createShapedStatements } from '../../db/shaped-statements.js';
import { phoneStatusFilter } from './phone-status-filter.repo.js';
import { grantedBy, grantedTo } from '../phone-access/phone-access.repo.js';
import {
  devices,
  members,
  phoneAccredits,
  phoneGroups,
  phoneListVersions,
  phones,
  phoneTagLinks,
  phoneTags,
  proxies,
} from '../../db/schema.js';

/** Splits a batch search ("a, b c\nd": commas, Chinese commas, new lines; spaces belong to names) into its terms; one term is a fuzzy search. */
export const keywordTerms = (keyword: string | undefined) =>
  (keyword ?? '')
    .split(/[,，\r\n]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 200);

/** Each sort's column and direction; ties go by id in the same direction (indexes of migration 0011). */
const SORTS = {
  [PHONE_SORT.expiry]: { column: phones.expireTime, desc: false },
  [PHONE_SORT.name]: { column: phones.alias, desc: false },
  [PHONE_SORT.created]: { column: phones.createdAt, desc: true },
  [PHONE_SORT.status]: { column: phones.deviceStatus, desc: false },
} as const;

/** Values of the page statement: every placeholder of every shape, set per request. */
const p = (name: keyof ReturnType<typeof valuesOf>) => sql.placeholder(name);

function valuesOf(memberId: number, q: PhonePageQuery, now: Date, terms: string[]) {
  const offset = (q.pageNo - 1) * q.pageSize;
  return {
    member: memberId,
    now,
    nowMs: now.getTime(),
    soon: new Date(now.getTime() + EXPIRING_SOON_SECONDS * 1000),
    term: terms[0] ?? '',
    terms,
    upper: terms.map((t) => t.toUpperCase()),
    groupId: q.groupId ?? 0,
    tagId: q.tagId ?? 0,
    status: q.status ?? 0,
    limit: offset + q.pageSize,
    pageSize: q.pageSize,
    offset,
  };
}

/**
 * What the statement's text depends on: the sort, and which filters are set (and how). Values
 * are placeholders, so every query of one shape is one prepared statement.
 */
function shapeOf(q: PhonePageQuery, termCount: number) {
  const terms = Math.min(termCount, 2);
  const group =
    q.groupId === undefined
      ? 'all'
      : q.groupId === PHONE_GROUP_FILTER.shared || q.groupId === PHONE_GROUP_FILTER.ungrouped
        ? q.groupId
        : 'id';
  return {
    sort: SORTS[q.sortType as keyof typeof SORTS] ?? SORTS[PHONE_SORT.expiry],
    terms,
    group,
    tag: q.tagId !== undefined,
    status: q.status,
    soon: q.expiringSoon === true,
    authorized: q.authorized,
  };
}
type Shape = ReturnType<typeof shapeOf>;

/**
 * The conditions of a page query on one side of the list: the member's own phones, or those
 * shared with them (read joined to the statement's `shared` rows; `undefined`: that side has
 * nothing to show).
 * Each side alone is one range of a covering partial index per sort (migration 0011), with every
 * filter's columns in it, so a page and its count read the member's index entries and never the
 * fleet, and an OR across the two sides cannot turn the plan into a bitmap scan and a sort.
 */
function sideFilter(side: 'own' | 'shared', s: Shape): SQL | undefined {
  const where: Array<SQL | undefined> = [isNull(phones.recycledAt)];
  if (side === 'own') where.push(eq(phones.memberId, p('member')));
  else where.push(ne(phones.memberId, p('member')));

  if (s.terms === 1) {
    // The same as ILIKE '%term%' on the ID or the alias (PostgreSQL lower-cases both sides for
    // it): the term has no whitespace, so it cannot match across the space joining the two. The
    // sub-select lower-cases the term once; on a parameter of a generic plan it was once per row.
    where.push(sql`strpos(${phones.searchText}, (select lower(${p('term')}::text))) > 0`);
  } else if (s.terms > 1) {
    where.push(sql`(${phones.owlUpper} = any(${p('upper')}::text[]) or ${phones.alias} = any(${p('terms')}::text[]))`);
  }
  if (s.group === PHONE_GROUP_FILTER.shared) {
    if (side === 'own') return undefined;
  } else if (s.group !== 'all') {
    if (side === 'shared') return undefined;
    where.push(s.group === PHONE_GROUP_FILTER.ungrouped ? isNull(phones.groupId) : eq(phones.groupId, p('groupId')));
  }
  // Tagged, and shared by me: each a hashed set tested on the member's phones as the sort's index
  // reads them ("is true" keeps PostgreSQL from turning it into a join, whose generic plan takes
  // every member for an average one and then reads and sorts all of a large member's phones).
  if (s.tag) {
    where.push(
      sql`(${phones.id} in (select ${phoneTagLinks.phoneId} from ${phoneTagLinks} join ${phoneTags} on ${phoneTags.id} = ${phoneTagLinks.tagId}
        where ${phoneTagLinks.tagId} = ${p('tagId')} and ${phoneTags.memberId} = ${p('member')})) is true`,
    );
  }
  if (s.status !== undefined) where.push(phoneStatusFilter(s.status, p('now'), p('status')));
  if (s.soon) where.push(lte(phones.expireTime, p('soon')));
  if (s.authorized !== undefined) {
    // A phone shared with me is always "authorized"; one of mine is when I have shared it.
    if (side === 'shared' && !s.authorized) return undefined;
    if (side === 'own')
      where.push(
        s.authorized
          ? sql`(${phones.id} in (select phone_id from granted)) is true`
          : sql`${phones.id} not in (select phone_id from granted)`,
      );
  }
  return and(...where);
}

/** Epoch milliseconds of a timestamp, as JavaScript's `getTime()` gives them. */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * One row of the list as PostgreSQL writes it (the JSON of this select: PhoneRow's field
 * names). What only the owner sees is null on a phone shared with the member; what
 * only one side shows is looked up behind a CASE, so the other side's rows skip the lookup, and
 * tags are looked up only for a member who has made some (the EXISTS runs once per statement).
 */
function rowFields() {
  const own = sql`${phones.memberId} = ${p('member')}`;
  // Fixed-width fields first, then text, then what may be null: PostgreSQL reads a row's fields
  // for its JSON one at a time, and each one after a text or a null is found by walking from
  // the start of the row.
  return sql`${phones.id} as "id", ${devices.status} as "status", ${devices.powerOn} as "powerOn", e.ms as "expireTime",
    e.remaining as "remainingSeconds", e.remaining <= ${sql.raw(String(EXPIRING_SOON_SECONDS))} as "expiringSoon",
    case when ${own} then ${phones.id} in (select phone_id from granted) else true end as "authorized",
    ${phones.padType} as "padType", ${devices.orientation} as "orientation", ${devices.dpi} as "dpi",
    ${epochMs(phones.createdAt)} as "createTime",
    ${devices.owlId} as "owlId", ${phones.alias} as "alias",
    case when exists (select from ${phoneTags} where ${phoneTags.memberId} = ${p('member')})
      then coalesce((select json_agg(t order by t.id) from (select ${phoneTags.id} as id, ${phoneTags.name} as name
        from ${phoneTagLinks} join ${phoneTags} on ${phoneTags.id} = ${phoneTagLinks.tagId}
        where ${phoneTagLinks.phoneId} = ${phones.id} and ${phoneTags.memberId} = ${p('member')}) t), '[]')
      else '[]' end as "tags",
    ${devices.brand} as "brand", ${devices.model} as "model", ${devices.serialNumber} as "serialNumber",
    ${devices.country} as "country", ${devices.city} as "city", ${devices.timeZone} as "timeZone", ${devices.language} as "language",
    ${devices.androidVersion} as "androidVersion", ${devices.chip} as "chip",
    case when ${own} then ${phones.groupId} end as "groupId",
    case when ${own} and ${phones.groupId} is not null
      then (select ${phoneGroups.name} from ${phoneGroups} where ${phoneGroups.id} = ${phones.groupId}) end as "groupName",
    case when ${own} then null else (select accredit_type from shared where phone_id = ${phones.id}) end as "accreditType",
    case when ${own} then null else (select ${members.phone} from ${members} where ${members.id} = ${phones.memberId}) end as "ownerPhone",
    case when ${own} then ${proxies.id} end as "proxyId",
    ${proxies.host} as "proxyHost", ${proxies.country} as "proxyCountry",
    ${phones.configurationId} as "configurationId"`;
}

/**
 * A phone's proxy (issue 17), looked up by primary key for the page's rows only: its host and
 * detected country show to anyone who sees the phone, its id to the owner; the credentials are
 * never read here. Only a proxy of the phone's owner counts (a transferred phone leaves it behind).
 */
const proxyOfPhone = sql`${proxies.id} = ${phones.proxyId} and ${proxies.memberId} = ${phones.memberId}`;

/** No filter at all: the member's own phones count is kept by triggers (migration 0014). */
const unfiltered = (s: Shape) =>
  s.terms === 0 && s.group === 'all' && !s.tag && s.status === undefined && !s.soon && s.authorized === undefined;

/** The whole page in one statement: its rows as one JSON array, and the count (none: nothing can match). */
function pageStatement(s: Shape): SQL | undefined {
  // A member is shared a phone at most once (phone_accredits_phone_grantee): a join, no semi-join.
  const sides = [
    { from: sql`${phones}`, where: sideFilter('own', s), kept: unfiltered(s) },
    { from: sql`shared join ${phones} on ${phones.id} = shared.phone_id`, where: sideFilter('shared', s), kept: false },
  ].filter((side): side is { from: SQL; where: SQL; kept: boolean } => side.where !== undefined);
  if (!sides.length) return undefined;
  const dir = sql.raw(s.sort.desc ? 'desc' : 'asc');
  // Each side gives its first offset + pageSize in order (an index range read in order); the page
  // is cut from their merge. Only the page's ids (unique: a join, no semi-join) are then joined to
  // their phones and devices.
  const branch = ({ from, where }: { from: SQL; where: SQL }) =>
    sql`(select ${phones.id} as id, ${s.sort.column} as k from ${from} where ${where} order by k ${dir}, id ${dir} limit ${p('limit')})`;
  const pageIds = sql`select id from (${sql.join(sides.map(branch), sql` union all `)}) s
    order by k ${dir}, id ${dir} limit ${p('pageSize')} offset ${p('offset')}`;
  const count = sql.join(
    sides.map(({ from, where, kept }) =>
      kept
        ? sql`coalesce((select ${phoneListVersions.ownPhones} from ${phoneListVersions} where ${phoneListVersions.memberId} = ${p('member')}), 0)`
        : sql`(select count(*) from ${from} where ${where})`,
    ),
    sql` + `,
  );
  return sql`with shared as (select ${phoneAccredits.phoneId} as phone_id, ${phoneAccredits.accreditType} as accredit_type
      from ${phoneAccredits} where ${grantedTo(p('member'), p('now'))}),
    granted as (select ${phoneAccredits.phoneId} as phone_id from ${phoneAccredits} where ${grantedBy(p('member'), p('now'))})
    select (select coalesce(json_agg(r order by ${s.sort.column} ${dir}, ${phones.id} ${dir}), '[]')::text
      from (${pageIds}) page join ${phones} on ${phones.id} = page.id join ${devices} on ${devices.id} = ${phones.deviceId}
        left join ${proxies} on ${proxyOfPhone}
        cross join lateral (select ${epochMs(phones.expireTime)} as ms) m
        cross join lateral (select m.ms, greatest(0, floor((m.ms - ${p('nowMs')}::bigint) / 1000.0))::bigint as remaining) e
        cross join lateral (select ${rowFields()}) r) as list,
      ${count} as total`;
}

const SPECIAL_STATUSES: readonly number[] = [PHONE_STATUS.running, PHONE_STATUS_FILTER.poweredOff, PHONE_STATUS_FILTER.expired];

/** One prepared statement per shape of the page query. */
const executeShaped = createShapedStatements('phone_page');

/** A page of the list: its rows as a JSON array (PostgreSQL's text, sent as it is), and the count. */
export interface PhonePageJson {
  list: string;
  total: number;
}

/**
 * A batch search is planned for its values on every request: probing a few IDs in the member's
 * indexes beats reading the member's phones only for a large member, and a generic plan is made
 * for a member of average size (bench/phones-list-plans: 0.2 ms against 3.5 ms for 5,000 phones).
 * Batches are rare, and made by members with many phones.
 */
export const plannedPerRequest = (q: PhonePageQuery) => keywordTerms(q.keyword).length > 1;

/**
 * POST /trade/phone/app-page: the member's own phones and those shared with them, filtered,
 * sorted, paged and written as JSON by the database in one statement, prepared once per shape,
 * so a request costs the server one round trip and no row handling; plans for every filter and
 * sort in docs/phone-list-plans.md (`npm run bench:phones-list-plans` regenerates it).
 */
export async function pagePhonesJson(db: DbOrTx, memberId: number, q: PhonePageQuery, now: Date): Promise<PhonePageJson> {
  const terms = keywordTerms(q.keyword);
  const shape = shapeOf(q, terms.length);
  // Every status code but the three special ones gives the same text (the code is a value).
  const statusText = shape.status === undefined || SPECIAL_STATUSES.includes(shape.status) ? shape.status : 'code';
  const key = JSON.stringify({ ...shape, sort: q.sortType, status: statusText });
  const rows = await executeShaped<{ list: string; total: string | number }>(
    db,
    key,
    () => pageStatement(shape),
    valuesOf(memberId, q, now, terms),
    { plannedEachTime: plannedPerRequest(q) },
  );
  if (!rows) return { list: '[]', total: 0 };
  return { list: rows[0]!.list, total: Number(rows[0]!.total) };
}

/** The same page with its rows as objects (the list cache keeps these and refreshes remaining times per answer). */
export async function pagePhones(db: DbOrTx, memberId: number, q: PhonePageQuery, now: Date): Promise<{ list: PhoneRow[]; total: number }> {
  const page = await pagePhonesJson(db, memberId, q, now);
  return { list: JSON.parse(page.list) as PhoneRow[], total: page.total };
}
