import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Devices } from '../../devices/index.js';
import type { Guards } from '../../http/authenticate.js';
import type { Bus } from '../../infra/bus.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import type { StorageProvider } from '../../providers/storage/index.js';
import type { CodeService } from '../auth/codes.service.js';
import { createLoginThrottle } from '../auth/login-throttle.js';
import type { Passwords } from '../auth/passwords.js';
import type { SessionService } from '../auth/sessions.service.js';
import { createMembersRepo } from '../member/members.repo.js';
import { accountRoutes } from './account.routes.js';
import { createAvatarService } from './avatar.service.js';
import { createDeletionService } from './deletion.service.js';
import type { Exports } from './exports.js';
import { createPasswordService } from './password.service.js';
import { createProfileRepo } from './profile.repo.js';
import { createProfileService } from './profile.service.js';

/** How often exported files older than a day are looked for. */
const EXPORT_SWEEP_EVERY_MS = 3_600_000;

/**
 * The account center (issue 18): profile, avatar, password, deletion, and the member's exported
 * files (common/common/download). `exports` is made in app.ts, before the modules that export.
 */
export function registerAccount(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    kv: Kv;
    bus: Bus;
    clock: Clock;
    guards: Guards;
    sessions: SessionService;
    codes: CodeService;
    passwords: Passwords;
    storage: StorageProvider;
    exports: Exports;
    devices: Devices;
  },
) {
  const { config, db, kv, clock, guards, sessions, codes, passwords, storage, exports } = deps;
  const members = createMembersRepo(db);
  const profileRepo = createProfileRepo(db);
  // Wrong current passwords count with the member sign-in's (same limits, same locks).
  const throttle = createLoginThrottle(kv, {
    clock,
    scope: 'member',
    lockedError: 'AUTH_LOCKED',
    maxPerAccountIp: config.LOGIN_MAX_FAILURES,
    maxPerIp: config.LOGIN_IP_MAX_FAILURES,
    lockMinutes: config.LOGIN_LOCK_MINUTES,
    maxLockMinutes: config.LOGIN_LOCK_MAX_MINUTES,
  });
  const deletion = createDeletionService({ db, clock, codes, sessions, storage, ...deps.devices, log: app.log });

  const sweep = () => void exports.sweep().catch((err: unknown) => app.log.error({ err }, 'export sweep failed'));
  const timer = setInterval(sweep, EXPORT_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  // A plugin of its own, so the multipart parser serves the avatar upload and nothing else.
  void app.register(accountRoutes, {
    guards,
    kv,
    profile: createProfileService({ profile: profileRepo }),
    avatars: createAvatarService({ members, profile: profileRepo, storage, log: app.log }),
    passwords: createPasswordService({ db, codes, sessions, throttle, passwords }),
    deletion,
    exports,
  });
  return { exports, deletion };
}
export type Account = ReturnType<typeof registerAccount>;
