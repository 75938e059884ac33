/**
 * Checkout under 100 concurrent buyers (issue 15) on the production build of the server
 * (`node scripts/build.mjs` first; `npm run bench:checkout` does both), over HTTP as a client
 * calls it, with the demo offers (DEMO_DATA).
 *
 * - create: BENCH_BUYERS (100) signed-in members at once, each creating BENCH_ROUNDS (3) orders
 *   of one phone in sequence (`POST /app-api/trade/order/create`, sandbox channel, an
 *   Idempotency-Key each) for a spec whose stock in one region the operator has set to
 *   BENCH_STOCK (200) through `update-stock`. Demand exceeds the stock, so some are refused as
 *   sold out. p50 and p99 of every answer, and apart for those created and those sold out;
 *   orders created per second.
 * - pay: every created order paid at the sandbox cashier (`POST /pay-sandbox/{orderNo}/pay`), 100
 *   at a time. The cashier answers once its signed notification has been through
 *   `/app-api/pay/notify/sandbox`, the order credited and its phone delivered (a fleet device
 *   rented, a simulator provisioned and started), so this is the whole credit path. p50, p99 and
 *   orders credited per second.
 * - no oversell: no more orders created than the stock, and all of it sold when demand exceeded
 *   it; every paid order `success` with its one phone (`order/get`); the region's stock shown as 0.
 *   Exits non-zero when a check fails.
 * - baseline, measured in the same run with the same buyers and concurrency: a trivial signed-in
 *   read of the same server (`GET /app-api/trade/phone-configuration/tab-list`). The ratios of
 *   p50s are what compare across machines and databases.
 *
 * The database is a fresh one (`freshDatabase`): PGlite in a temporary folder, or a new
 * PostgreSQL database on DATABASE_URL's server when it is set (REDIS_URL is passed on with a
 * prefix of its own). BENCH_SERVER_MAIN and BENCH_SERVER_NODE_ARGS as in lib.ts.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  errorCatalogue,
  offersAdminApi,
  offersApi,
  operatorAuthApi,
  ordersApi,
  type AuthTokens,
  type ConfigurationTab,
  type CreatedOrder,
  type Order,
  type PriceTab,
} from '@cloudphone/contract';
import { freshDatabase } from '@cloudphone/test-kit';
import { openDatabase } from '../apps/server/src/db/client.js';
import { members } from '../apps/server/src/db/schema.js';
import { hashPassword, signIn, startApp, type Started } from './lib.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STOCK = Number(process.env.BENCH_STOCK ?? 200);
/** Orders created and paid before measuring, in the spec's other region, so neither path runs cold. */
const WARMUP = 10;
const SPEC = '畅玩版';
const REGION = '华东';
const WARMUP_REGION = '华南';
const PASSWORD = 'Bench@2026';
const DEMO_OPERATOR = { username: 'admin', password: 'Admin@2026' };
const SOLD_OUT = errorCatalogue.ORDER_SOLD_OUT.code;

interface Answer<T> {
  ms: number;
  status: number;
  code: number;
  data?: T;
  msg: string;
}

/** One request, timed from before it is sent until its body has been read. */
async function call<T>(
  server: Started,
  path: string,
  { method = 'GET', token, body, headers = {} }: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const res = await fetch(server.url + path, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as { code: number; data?: T; msg: string };
  return { ms: performance.now() - started, status: res.status, ...answer };
}

/** Runs the jobs `width` at a time; the seconds it took. */
async function concurrently(width: number, jobs: Array<() => Promise<void>>) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Nearest-rank percentile. */
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** `count` members with one password, straight into the table (the server must not be running on PGlite). */
async function seedMembers(db: { url?: string; dataDir: string }, count: number) {
  const database = await openDatabase(db);
  try {
    const passwordHash = await hashPassword(PASSWORD);
    const rows = Array.from({ length: count }, (_, i) => ({
      phone: `1960000${String(i).padStart(4, '0')}`,
      nickname: `buyer ${i}`,
      passwordHash,
    }));
    await database.db.insert(members).values(rows);
    return rows.map((r) => ({ phone: r.phone, password: PASSWORD }));
  } finally {
    await database.close();
  }
}

async function main() {
  const database = await freshDatabase('bench-checkout');
  const db = { ...(database.url ? { url: database.url } : {}), dataDir: database.dataDir };
  const env = { ...database.env, DEMO_DATA: 'true' };
  try {
    // Demo data is made on the first start of an empty database, so the buyers are added after it.
    await (await startApp(db, env)).stop();
    const accounts = await seedMembers(db, BUYERS);
    const server = await startApp(db, env);
    try {
      const tokens = await Promise.all(accounts.map((a) => signIn(server.url, a)));
      const login = await call<AuthTokens>(server, operatorAuthApi.endpoints.login.path, { method: 'POST', body: DEMO_OPERATOR });
      const operator = login.data!.accessToken;

      const tabs = async () =>
        (await call<ConfigurationTab[]>(server, offersApi.endpoints.configurations.path, { token: tokens[0]! })).data!;
      const specOf = async () => (await tabs()).flatMap((t) => t.configurations).find((c) => c.name === SPEC)!;
      const spec = await specOf();
      const regionId = (name: string) => spec.regions.find((r) => r.name === name)!.id;
      const prices = await call<PriceTab[]>(server, `${offersApi.endpoints.prices.path}?configurationId=${spec.id}`, { token: tokens[0]! });
      const price = prices.data!.find((t) => t.type === 'purchase')!.prices.find((p) => p.duration === 1 && p.durationUnit === 'month')!;
      const shownStock = async () => (await specOf()).regions.find((r) => r.name === REGION)!.stock;

      const create = (token: string, region: string) =>
        call<CreatedOrder>(server, ordersApi.endpoints.create.path, {
          method: 'POST',
          token,
          body: {
            type: 'purchase',
            configurationId: spec.id,
            regionId: regionId(region),
            priceId: price.id,
            quantity: 1,
            payChannel: 'sandbox',
            agreed: true,
          },
          headers: { 'idempotency-key': randomUUID() },
        });
      const pay = (orderNo: string) => call<boolean>(server, `/pay-sandbox/${orderNo}/pay`, { method: 'POST' });
      const read = (token: string) => call<ConfigurationTab[]>(server, offersApi.endpoints.configurations.path, { token });
      /** Every buyer at once, each making ROUNDS requests in sequence. */
      const everyBuyer = async <T>(request: (token: string) => Promise<Answer<T>>) => {
        const answers: Array<Answer<T> & { token: string }> = [];
        const seconds = await concurrently(
          tokens.length,
          tokens.map((token) => async () => {
            for (let r = 0; r < ROUNDS; r++) answers.push({ ...(await request(token)), token });
          }),
        );
        return { answers, seconds };
      };

      for (const answer of await Promise.all(tokens.slice(0, WARMUP).map((t) => create(t, WARMUP_REGION)))) await pay(answer.data!.orderNo);
      await everyBuyer(read); // the read path's first, cold round

      const base = await everyBuyer(read);
      const stockSet = await call(server, offersAdminApi.endpoints.updateStock.path, {
        method: 'PUT',
        token: operator,
        body: { configurationId: spec.id, regionId: regionId(REGION), stock: STOCK },
      });
      if (stockSet.code !== 0) throw new Error(`update-stock: ${stockSet.code} ${stockSet.msg}`);

      const creates = await everyBuyer((token) => create(token, REGION));
      const made = creates.answers.filter((a) => a.code === 0);
      const soldOut = creates.answers.filter((a) => a.code === SOLD_OUT);
      const other = creates.answers.filter((a) => a.code !== 0 && a.code !== SOLD_OUT);
      for (const a of other.slice(0, 5)) console.log(`create answered ${a.status} ${a.code} ${a.msg}`);
      const stockAfterCreate = await shownStock();

      const paid: Array<Answer<boolean>> = [];
      const paySeconds = await concurrently(
        BUYERS,
        made.map((a) => async () => void paid.push(await pay(a.data!.orderNo))),
      );
      const orders: Order[] = [];
      await concurrently(
        BUYERS,
        made.map(
          (a) => async () =>
            void orders.push(
              (await call<Order>(server, `${ordersApi.endpoints.get.path}?orderNo=${a.data!.orderNo}`, { token: a.token })).data!,
            ),
        ),
      );
      const stockAfterPay = await shownStock();

      const demand = BUYERS * ROUNDS;
      const delivered = orders.reduce((n, o) => n + o.phoneIds.length, 0);
      const checks: Array<[string, boolean]> = [
        [
          `created ${made.length} ≤ stock ${STOCK}${demand > STOCK ? ', all of it sold' : ''}`,
          demand > STOCK ? made.length === STOCK : made.length <= STOCK,
        ],
        [`every other answer sold out (${other.length} were not)`, other.length === 0],
        [`stock shown after creating: ${stockAfterCreate}`, stockAfterCreate === STOCK - made.length],
        [`paid ${paid.filter((p) => p.code === 0).length} of ${made.length}`, paid.every((p) => p.code === 0)],
        [`orders success: ${orders.filter((o) => o.status === 'success').length}`, orders.every((o) => o.status === 'success')],
        [
          `phones delivered: ${delivered} for ${made.length} orders`,
          delivered === made.length && orders.every((o) => o.phoneIds.length === o.quantity),
        ],
        [`stock shown after paying: ${stockAfterPay}`, stockAfterPay === STOCK - made.length],
      ];
      for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
      const oversold = made.length > STOCK || delivered > STOCK;
      console.log(`no oversell: ${oversold ? 'no' : 'yes'}`);

      const times = (answers: Array<Answer<unknown>>) => answers.map((a) => a.ms);
      const baseP50 = pct(times(base.answers), 50);
      const row = (name: string, values: number[], perSecond: string) =>
        console.log(
          `| ${name} | ${values.length} | ${ms(pct(values, 50))} | ${ms(pct(values, 99))} | ${perSecond} | ${(pct(values, 50) / baseP50).toFixed(1)}× |`,
        );
      console.log(
        `\n${database.url ? 'postgres' : 'pglite'}, ${BUYERS} buyers × ${ROUNDS} orders of 1 phone, stock ${STOCK}: ${made.length} created, ${soldOut.length} sold out\n`,
      );
      console.log('| phase | requests | p50 | p99 | per second | p50 ÷ baseline |');
      console.log('| --- | --- | --- | --- | --- | --- |');
      row('baseline: tab-list read', times(base.answers), `${(base.answers.length / base.seconds).toFixed(0)} req/s`);
      row(
        'create, every answer',
        times(creates.answers),
        `${(made.length / creates.seconds).toFixed(0)} orders/s (${(creates.answers.length / creates.seconds).toFixed(0)} answers/s)`,
      );
      row('– created', times(made), '—');
      row('– sold out', times(soldOut), '—');
      row('pay: notify, credit, deliver', times(paid), `${(paid.length / paySeconds).toFixed(0)} credited/s`);
      if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
