/**
 * The phone list's bench data, shared by bench/phones-list.ts (load) and bench/phones-list-plans.ts
 * (query plans): a member's phones spread through a fleet of other members' phones.
 */
import { like, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { members, phones } from '../apps/server/src/db/schema.js';

/** The bench member's phones (all of the fleet when it is smaller). */
export const MEMBER_PHONES = 5_000;
/** Phones per other member: the rest of the fleet is spread over members of this size. */
const OTHER_MEMBER_PHONES = 50;

/**
 * Empties the fleet and seeds `fleet` devices each rented as a phone: the member's `mine` spread
 * evenly through the table (rented over time, among everyone else's), the rest over other members
 * of OTHER_MEMBER_PHONES each. Statuses are mostly running, with some failed and abnormal; expiry
 * spread over the next 60 days, creation over the past year.
 */
export async function seed(database: Database, memberId: number, fleet: number, mine: number) {
  const { db } = database;
  const others = Math.max(1, Math.ceil((fleet - mine) / OTHER_MEMBER_PHONES));
  await db.execute(sql`TRUNCATE phones, devices RESTART IDENTITY CASCADE`);
  await db.execute(sql`DELETE FROM members WHERE phone LIKE '198%'`);
  await db.execute(
    sql.raw(`INSERT INTO members (phone, nickname)
      SELECT '198' || lpad(i::text, 8, '0'), 'bench ' || i FROM generate_series(1, ${others}) i`),
  );
  const [first] = await db
    .select({ id: min(members.id) })
    .from(members)
    .where(like(members.phone, '198%'));
  await db.execute(
    sql.raw(`INSERT INTO devices (id, owl_id, driver, status, power_on, android_version, chip, brand, model, serial_number,
        country, city, location, time_zone, language, version)
      OVERRIDING SYSTEM VALUE
      SELECT i, 'ACP' || lpad(i::text, 9, '0'), 'simulator',
        CASE abs(hashint4(i)) % 100 WHEN 0 THEN 0 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 3 ELSE 1 END,
        abs(hashint4(i + 7)) % 100 >= 3,
        '10', 'Orion865', 'Xiaomi', 'Mi 10', 'SN' || lpad(i::text, 10, '0'),
        'CN', 'Shanghai', 'Shanghai', 'Asia/Shanghai', 'zh-CN', 1
      FROM generate_series(1, ${fleet}) i`),
  );
  // Phone i is the member's when floor(i * mine / fleet) steps up: exactly `mine` of them, evenly spread.
  await db.execute(
    sql.raw(`INSERT INTO phones (id, member_id, device_id, alias, pad_type, expire_time, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT i,
        CASE WHEN (i::bigint * ${mine}) / ${fleet} <> ((i - 1)::bigint * ${mine}) / ${fleet} THEN ${memberId}
          ELSE ${first!.id!} + i % ${others} END,
        i, 'Phone ' || lpad((i::bigint * 7919 % ${fleet})::text, 6, '0'), 5,
        now() + make_interval(secs => 3600 + (i::bigint * 104729) % (60 * 86400)),
        now() - make_interval(secs => (i::bigint * 15485863) % (365 * 86400))
      FROM generate_series(1, ${fleet}) i`),
  );
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('devices', 'id'), ${fleet})`));
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('phones', 'id'), ${fleet})`));
  // What autovacuum does soon after a bulk insert: statistics, and the visibility map that lets
  // counts read indexes alone.
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * What the list's other filters read, for the member seeded by `seed`: 20 groups holding 4 in 5 of
 * the member's phones (~200 each), 10 tags each on ~1 in 20 of them, 100 of the member's phones
 * shared with another member, and 30 other members' phones shared with the member.
 */
export async function seedLabels(database: Database, memberId: number) {
  const { db } = database;
  await db.execute(sql.raw(`INSERT INTO phone_groups (member_id, name) SELECT ${memberId}, 'group ' || g FROM generate_series(1, 20) g`));
  await db.execute(
    sql.raw(`WITH g AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM phone_groups WHERE member_id = ${memberId}),
        m AS (SELECT id, row_number() OVER (ORDER BY id) AS r FROM phones WHERE member_id = ${memberId})
      UPDATE phones p SET group_id = g.id FROM m, g WHERE p.id = m.id AND m.r % 25 < 20 AND g.n = m.r % 25`),
  );
  await db.execute(sql.raw(`INSERT INTO phone_tags (member_id, name) SELECT ${memberId}, 'tag ' || t FROM generate_series(1, 10) t`));
  await db.execute(
    sql.raw(`WITH t AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM phone_tags WHERE member_id = ${memberId}),
        m AS (SELECT id, row_number() OVER (ORDER BY id) AS r FROM phones WHERE member_id = ${memberId})
      INSERT INTO phone_tag_links (tag_id, phone_id)
      SELECT t.id, m.id FROM m JOIN t ON t.n = m.r % 10 WHERE m.r % 40 < 20`),
  );
  const [other] = await db
    .select({ id: min(phones.memberId) })
    .from(phones)
    .where(ne(phones.memberId, memberId));
  const otherId = other!.id!;
  await db.execute(
    sql.raw(`INSERT INTO phone_accredits (phone_id, owner_id, grantee_id, accredit_type, expire_time)
      SELECT id, ${memberId}, ${otherId}, 2, now() + interval '30 days' FROM phones WHERE member_id = ${memberId} ORDER BY id LIMIT 100`),
  );
  await db.execute(
    sql.raw(`INSERT INTO phone_accredits (phone_id, owner_id, grantee_id, accredit_type, expire_time)
      SELECT id, member_id, ${memberId}, 1 + id % 2, now() + interval '30 days' FROM phones
      WHERE member_id <> ${memberId} ORDER BY id LIMIT 30`),
  );
  await db.execute(sql`VACUUM ANALYZE`);
}
