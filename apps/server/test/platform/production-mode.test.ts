import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { startDeviceHost, type DeviceHost } from '../../src/devices/remote/device-host.js';
import { memorySimStore } from '../../src/devices/simulator/memory-store.js';
import { createSimulator } from '../../src/devices/simulator/simulator.js';
import { systemClock } from '../../src/infra/clock.js';
import { createHarness, openTestResources, testConfig, type Harness } from '../kit/harness.js';

const TOKEN = 'device-host-token-for-tests';

/** Key files as payment providers hand them out: real keys, never used to reach anyone here. */
function paymentKeys() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-pay-keys-'));
  const write = (name: string, pemText: string) => {
    writeFileSync(path.join(dir, name), pemText);
    return path.join(dir, name);
  };
  const pair = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const [merchant, wechat, app, alipay] = [pair(), pair(), pair(), pair()];
  return {
    PAY_PROVIDERS: 'wechat,alipay',
    WECHAT_PAY_MCH_ID: '1900000001',
    WECHAT_PAY_APP_ID: 'wx0000000000000001',
    WECHAT_PAY_API_V3_KEY: 'a'.repeat(32),
    WECHAT_PAY_PRIVATE_KEY_PATH: write('wechat-merchant.pem', merchant.privateKey),
    WECHAT_PAY_CERT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHAT_PAY_PUBLIC_KEY_PATH: write('wechat-public.pem', wechat.publicKey),
    WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0000000000000000000000000001',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY_PATH: write('alipay-app.pem', app.privateKey),
    ALIPAY_PUBLIC_KEY_PATH: write('alipay-public.pem', alipay.publicKey),
  };
}
const PAYMENT_KEYS = paymentKeys();
let host: DeviceHost;
let sim: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  // Production refuses the simulator in process: the server reaches phones on a device host.
  sim = createSimulator({ store: memorySimStore(), clock: systemClock, speed: 30, tickMs: 0 });
  host = await startDeviceHost({ driver: sim, token: TOKEN, host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await host.close();
  await sim.close();
});

/** The app as production starts it: every stand-in refused, real providers configured (never called here). */
async function production(env: Record<string, string> = {}) {
  const { resources, url, drop } = await openTestResources();
  const config = testConfig({
    NODE_ENV: 'production',
    // The database is the test's own, already open and handed to buildApp (PGlite on the embedded pass).
    DATABASE_URL: url ?? 'postgres://resources-passed-in@127.0.0.1:1/unused',
    PUBLIC_URL: 'https://console.example.cn',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'id',
    TENCENT_SMS_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: 'sign',
    TENCENT_SMS_TEMPLATE_ID: '1',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:1',
    DEVICE_DRIVER: 'remote',
    DEVICE_HOST_URL: host.url,
    DEVICE_HOST_TOKEN: TOKEN,
    // The least production accepts (OWASP's minimum), not the tests' cheaper cost.
    ARGON2_MEMORY_KIB: '19456',
    ARGON2_ITERATIONS: '2',
    ARGON2_PARALLELISM: '1',
    ...PAYMENT_KEYS,
    ...env,
  });
  expect(config.isProduction).toBe(true);
  const { app } = await buildApp({ config, resources, logger: false });
  await app.ready();
  const status = async (method: 'GET' | 'POST', url: string) =>
    (await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode;
  return {
    status,
    /** Every endpoint's status at once, so a failure names all that are wrong. */
    async statuses(endpoints: readonly Endpoint[]) {
      const entries = [];
      for (const [method, url] of endpoints) entries.push([url, await status(method, url)] as const);
      return Object.fromEntries(entries);
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

type Endpoint = readonly ['GET' | 'POST', string];
const expected = (endpoints: readonly Endpoint[], status: number) => Object.fromEntries(endpoints.map(([, url]) => [url, status]));
const DEV_ONLY = [
  ['GET', '/dev-api/outbox'],
  ['GET', '/dev-api/outbox/page'],
  ['POST', '/admin-api/devices/fault'],
  // The sandbox cashier and its notifications: no pretend payment can reach production.
  ['GET', '/pay-sandbox/20261126000000000000001'],
  ['POST', '/pay-sandbox/20261126000000000000001/pay'],
  ['POST', '/app-api/pay/notify/sandbox'],
] as const;
const DOCS = [
  ['GET', '/app-api/docs'],
  ['GET', '/app-api/docs/json'],
] as const;

describe('production mode', () => {
  it('registers none of the dev endpoints, the fault injection or the API reference', async () => {
    const app = await production();
    try {
      expect(await app.statuses([...DEV_ONLY, ...DOCS])).toEqual(expected([...DEV_ONLY, ...DOCS], 404));
      expect(await app.status('GET', '/healthz')).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('serves the API reference when API_DOCS=true, and still no dev endpoint', async () => {
    const app = await production({ API_DOCS: 'true' });
    try {
      expect(await app.statuses([...DEV_ONLY, ...DOCS])).toEqual({ ...expected(DEV_ONLY, 404), ...expected(DOCS, 200) });
    } finally {
      await app.close();
    }
  });
});

describe('outside production', () => {
  it('has the dev outbox, the API reference unless API_DOCS=false, and fault injection only when DEVICE_FAULTS=true', async () => {
    const plain = await createHarness({ API_DOCS: 'false' });
    const faults = await createHarness({ DEVICE_FAULTS: 'true' });
    try {
      const status = async (t: Harness, method: 'GET' | 'POST', url: string) =>
        (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode;
      expect(await status(plain, 'GET', '/dev-api/outbox')).toBe(200);
      expect(await status(plain, 'GET', '/app-api/docs/json')).toBe(404);
      expect(await status(plain, 'POST', '/admin-api/devices/fault')).toBe(404);
      expect(await status(faults, 'GET', '/app-api/docs/json')).toBe(200);
      // Registered: a caller who is not signed in is refused (before the body is read) rather than not found.
      expect(await status(faults, 'POST', '/admin-api/devices/fault')).toBe(401);
    } finally {
      await plain.close();
      await faults.close();
    }
  });
});
