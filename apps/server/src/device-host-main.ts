import { z } from 'zod';
import { openDatabase } from './db/client.js';
import { startDeviceHost } from './devices/remote/device-host.js';
import { dbSimStore } from './devices/simulator/db-store.repo.js';
import { createSimulator } from './devices/simulator/simulator.js';
import { systemClock } from './infra/clock.js';

/**
 * The device host as its own process (`npm run device-host`): the simulator on its own database,
 * reached by the server with DEVICE_DRIVER=remote. Its settings are read here, once, at start.
 */
const EnvSchema = z.object({
  DEVICE_HOST_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  DEVICE_HOST_HOST: z.string().min(1).default('127.0.0.1'),
  DEVICE_HOST_TOKEN: z.string({ error: 'is required: the shared secret the server presents (its DEVICE_HOST_TOKEN)' }).min(1, {
    error: 'is required: the shared secret the server presents (its DEVICE_HOST_TOKEN)',
  }),
  DATA_DIR: z.string().min(1).default('./.data-device-host'),
  DATABASE_URL: z.string().min(1).optional(),
  SIM_SPEED: z.coerce.number().positive().default(30),
  // Nothing else ends operations in this process, so the simulator must tick on its own.
  SIM_TICK_MS: z.coerce.number().int().positive().default(500),
  // How many devices this host holds at most (the operator console shows it); unset: no fixed limit.
  DEVICE_HOST_CAPACITY: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

function readEnv(env: NodeJS.ProcessEnv) {
  // An empty variable counts as unset, as in the server's config.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
  console.error(`device host: bad configuration\n${lines.join('\n')}`);
  process.exit(78);
}

async function main() {
  const env = readEnv(process.env);
  if (env.DEVICE_HOST_TOKEN.length < 16) console.warn('device host: DEVICE_HOST_TOKEN is short; use at least 16 random characters');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const simulator = createSimulator({
    store: dbSimStore(database.db),
    clock: systemClock,
    speed: env.SIM_SPEED,
    tickMs: env.SIM_TICK_MS,
    capacity: env.DEVICE_HOST_CAPACITY ?? null,
  });
  const host = await startDeviceHost({
    driver: simulator,
    token: env.DEVICE_HOST_TOKEN,
    host: env.DEVICE_HOST_HOST,
    port: env.DEVICE_HOST_PORT,
    logger: { level: env.LOG_LEVEL },
  });
  console.log(`device host ready at ${host.url} (simulator on ${database.kind}, speed ×${env.SIM_SPEED})`);

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`device host: ${signal}, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await host.close();
    await simulator.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
