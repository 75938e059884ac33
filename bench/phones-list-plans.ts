/**
 * The phone list's query plans: seeds the phones-list bench's data (a member with 5,000 of 200,000
 * phones, plus groups, tags and shares) in a fresh PostgreSQL database, runs `pagePhones` — the
 * code behind app-page — for every filter and sort the list offers, records each SQL statement it
 * sends (drizzle's logger), and runs each again under `EXPLAIN (ANALYZE, BUFFERS)`, timed with TIMING OFF.
 *
 * `npm run bench:phones-list-plans [-- OUT.md]` writes a Markdown page (default
 * docs/phone-list-plans.md): per scenario, the statements' execution times summed (the median and best of
 * BENCH_PLAN_RUNS, 9, runs each, after one warm-up) and every plan. BENCH_PLANS_BEFORE=FILE.md
 * puts an earlier report's times (another build's, e.g. docs/phone-list-plans-before.md) beside
 * them. BENCH_DATABASE_URL as in bench/phones-list.ts; the database is dropped afterwards unless
 * BENCH_KEEP_DB is set.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, loadavg } from 'node:os';
import { PHONE_GROUP_FILTER, PHONE_SORT, PHONE_STATUS_FILTER, PhonePageQuerySchema, type PhonePageQueryInput } from '@cloudphone/contract';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema.js';
import { createMembersRepo } from '../apps/server/src/modules/member/members.repo.js';
import { pagePhones, plannedPerRequest } from '../apps/server/src/modules/phones/phone-list.repo.js';
import { root } from './lib.js';
import { MEMBER_PHONES, seed, seedLabels } from './phones-seed.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FLEET = 200_000;
const RUNS = Number(process.env.BENCH_PLAN_RUNS ?? 9);
const OUT = path.resolve(process.argv[2] ?? path.join(root, 'docs/phone-list-plans.md'));
/** An earlier report of this script (another build's plans): its times are shown beside these. */
const BEFORE = process.env.BENCH_PLANS_BEFORE;

/** Scenario → "median / best" from an earlier report's summary table. */
function earlier(file: string | undefined): Map<string, string> {
  if (!file) return new Map();
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('| ') && l.includes(' ms |'))
    .map((l) => l.split('|').map((c) => c.trim()));
  return new Map(rows.map((c) => [c[1]!, `${c[5]} / ${c[6]} (${c[4]} statements)`]));
}

/** Every filter and sort of the web list (apps/web/src/features/phones), one at a time, and deep pages. */
function scenarios(groupId: number, tagId: number): Array<{ name: string; query: PhonePageQueryInput }> {
  const sorts = [
    ['by expiry', PHONE_SORT.expiry],
    ['by name', PHONE_SORT.name],
    ['newest', PHONE_SORT.created],
    ['by status', PHONE_SORT.status],
  ] as const;
  return [
    ...sorts.map(([name, sortType]) => ({ name: `first page, ${name}`, query: { sortType } })),
    ...sorts.map(([name, sortType]) => ({ name: `last page (250), ${name}`, query: { sortType, pageNo: MEMBER_PHONES / 20 } })),
    ...[0, 1, 2, 3].map((status) => ({ name: `status ${status}`, query: { status } })),
    { name: 'powered off', query: { status: PHONE_STATUS_FILTER.poweredOff } },
    { name: 'expired', query: { status: PHONE_STATUS_FILTER.expired } },
    { name: 'keyword, part of an ID or name', query: { keyword: '0001' } },
    { name: 'keyword, one full ID', query: { keyword: 'ACP000000040' } },
    { name: 'keyword, batch of 3 IDs', query: { keyword: 'ACP000000040, ACP000000080 ACP000000120' } },
    { name: 'group', query: { groupId } },
    { name: 'ungrouped', query: { groupId: PHONE_GROUP_FILTER.ungrouped } },
    { name: 'shared with me', query: { groupId: PHONE_GROUP_FILTER.shared } },
    { name: 'tag', query: { tagId } },
    { name: 'expiring soon', query: { expiringSoon: true } },
    { name: 'authorized', query: { authorized: true } },
    { name: 'not authorized', query: { authorized: false } },
    { name: 'not authorized, by name, page 100', query: { authorized: false, sortType: PHONE_SORT.name, pageNo: 100 } },
  ];
}

interface Statement {
  sql: string;
  params: unknown[];
}
interface Explained {
  plan: string;
  execution: number;
  planning: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Statement text → its name on the explaining connection. */
const prepared = new Map<string, string>();

/** A parameter as an SQL literal, written as node-postgres sends it (EXECUTE takes no protocol parameters). */
function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return client.escapeLiteral(String(value));
}

/**
 * Runs a statement as the server does and explains an execution of it. Named, it is prepared
 * once on the connection (pagePhones sends one per filter shape): PostgreSQL plans the first five
 * executions for their values, then keeps a generic plan when it costs no more. `plannedEachTime`
 * (a batch search, `plannedPerRequest`): unnamed, planned for its values every time. Either way
 * "planning" is what a request really pays. `timing`: per-node times in the plan; off, the clock
 * is read once per statement, not per row and node.
 */
async function explain(client: pg.Client, s: Statement, timing = false, plannedEachTime = false): Promise<Explained> {
  const options = `ANALYZE, BUFFERS, TIMING ${timing ? 'ON' : 'OFF'}`;
  if (plannedEachTime) return explained((await client.query<Row>(`EXPLAIN (${options}) ${s.sql}`, s.params)).rows);
  let name = prepared.get(s.sql);
  if (!name) {
    name = `plan_${prepared.size + 1}`;
    prepared.set(s.sql, name);
    for (let i = 0; i < 5; i++) await client.query({ name, text: s.sql, values: s.params });
  }
  const args = s.params.length ? `(${s.params.map((v) => literal(client, v)).join(', ')})` : '';
  return explained((await client.query<Row>(`EXPLAIN (${options}) EXECUTE ${name}${args}`)).rows);
}

type Row = { 'QUERY PLAN': string };

function explained(rows: Row[]): Explained {
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);
  return { plan, execution: ms('Execution'), planning: ms('Planning') };
}

async function main() {
  const dbName = `cp_plans_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const database = await openDatabase({ url: url.toString() });
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const member = (await createMembersRepo(database.db).create({ phone: '19900000000', nickname: 'bench', passwordHash: 'x' }))!;
    const started = Date.now();
    await seed(database, member.id, FLEET, MEMBER_PHONES);
    await seedLabels(database, member.id);
    console.log(`seeded ${FLEET} phones in ${Date.now() - started} ms`);
    const [group] = await database.db.select().from(schema.phoneGroups).where(eq(schema.phoneGroups.memberId, member.id)).limit(1);
    const [tag] = await database.db.select().from(schema.phoneTags).where(eq(schema.phoneTags.memberId, member.id)).limit(1);

    let recorded: Statement[] = [];
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } }) as unknown as Db;
    const { rows: version } = await pool.query<{ server_version: string }>('SHOW server_version');
    const before = earlier(BEFORE);
    const sections: string[] = [];
    const summary: string[] = [];
    for (const { name, query } of scenarios(group!.id, tag!.id)) {
      recorded = [];
      const page = await pagePhones(db, member.id, PhonePageQuerySchema.parse(query), new Date());
      const statements = recorded;
      const planned = plannedPerRequest(PhonePageQuerySchema.parse(query));
      for (const s of statements) await explain(client, s, false, planned);
      const runs: Explained[][] = [];
      for (let i = 0; i < RUNS; i++) {
        const run: Explained[] = [];
        for (const s of statements) run.push(await explain(client, s, false, planned));
        runs.push(run);
      }
      const totals = runs.map((r) => r.reduce((sum, e) => sum + e.execution, 0));
      const execution = median(totals);
      const best = Math.min(...totals);
      const planning = median(runs.map((r) => r.reduce((sum, e) => sum + e.planning, 0)));
      const slowest = Math.max(...statements.map((_, i) => median(runs.map((r) => r[i]!.execution))));
      console.log(`${name}: ${page.total} match, ${statements.length} statements, execution ${execution.toFixed(2)} ms`);
      summary.push(
        `| ${name} | \`${JSON.stringify(query)}\` | ${page.total} | ${statements.length} | ${execution.toFixed(2)} ms | ${best.toFixed(2)} ms | ${slowest.toFixed(2)} ms | ${planning.toFixed(2)} ms |${before.size ? ` ${before.get(name) ?? '—'} |` : ''}`,
      );
      const last: Explained[] = [];
      for (const s of statements) last.push(await explain(client, s, true, planned));
      sections.push(
        [
          `### ${name}`,
          '',
          `Query \`${JSON.stringify(query)}\`: ${page.total} match; execution ${execution.toFixed(2)} ms in all.`,
          '',
          ...statements.flatMap((s, i) => [
            `${i + 1}. \`${s.sql.replace(/\s+/g, ' ')}\` with \`${JSON.stringify(s.params)}\``,
            '',
            '```',
            last[i]!.plan,
            '```',
            '',
          ]),
        ].join('\n'),
      );
    }
    const doc = [
      '# Phone list query plans',
      '',
      `Generated by \`npm run bench:phones-list-plans\` (bench/phones-list-plans.ts) on ${new Date().toISOString().slice(0, 16)} UTC,`,
      `PostgreSQL ${version[0]!.server_version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start of the`,
      `report. Data: the phones-list bench's (the member holds ${MEMBER_PHONES} of ${FLEET} phones), with 20 groups, 10 tags`,
      'and shares in both directions. Every statement `pagePhones` (app-page) sends for the query, prepared as the',
      'server prepares it, executed five times (PostgreSQL then keeps a generic plan when it costs no more) and',
      `run under \`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) EXECUTE\` (a batch search, which the server has planned for its`,
      `values on every request, unnamed); times are the median of ${RUNS} runs. "execution"`,
      'sums the statements of one request ("best run": the fastest of the runs, the least disturbed by other',
      'work on the machine); "slowest" is its slowest statement; planning is apart (what an execution of the',
      'prepared statement spends planning). The plans shown come from one more run with per-node timing on,',
      'whose own clock reads add to the times shown in it.',
      '',
      ...(before.size
        ? [
            `The last column is the same measure, median / best run, from \`${path.basename(BEFORE!)}\`, generated by this`,
            'script on the code before (its plans are there).',
            '',
          ]
        : []),
      `| scenario | query | matching | statements | execution | best run | slowest | planning |${before.size ? ' before |' : ''}`,
      `| --- | --- | --- | --- | --- | --- | --- | --- |${before.size ? ' --- |' : ''}`,
      ...summary,
      '',
      '## Plans',
      '',
      ...sections,
    ].join('\n');
    writeFileSync(OUT, doc);
    console.log(`wrote ${OUT}`);
  } finally {
    await client.end();
    await pool.end();
    await database.close();
    if (process.env.BENCH_KEEP_DB) console.log(`kept the database: ${url.toString()}`);
    else await dropDatabase(dbName);
  }
}

async function dropDatabase(dbName: string) {
  const drop = new pg.Client({ connectionString: ADMIN_URL });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await drop.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
