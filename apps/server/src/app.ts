import { randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { APP_VERSION } from '@cloudphone/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { pingDatabase } from './db/client.js';
import { installBodyMediaTypes } from './http/body-media-types.js';
import { installCompression } from './http/compression.js';
import { installErrorHandler } from './http/error-handler.js';
import { installHandlerDeadline } from './http/handler-deadline.js';
import { collectRoutes } from './http/route-table.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { systemClock, type Clock } from './infra/clock.js';
import { logDestination } from './infra/log-stream.js';
import { redactUrl } from './infra/redact.js';
import { openResources, type Resources } from './infra/resources.js';
import { createGuards } from './http/authenticate.js';
import { createAuth, registerAuth } from './modules/auth/index.js';
import { registerDev } from './modules/dev/index.js';
import { createOutboxRepo } from './modules/dev/outbox.repo.js';
import { registerAccount } from './modules/account/index.js';
import { createExports } from './modules/account/exports.js';
import { registerFeedback } from './modules/feedback/index.js';
import { registerMember } from './modules/member/index.js';
import { createMemberPermissions } from './modules/member/member-permissions.js';
import { registerNotices } from './modules/notices/index.js';
import { registerOffers } from './modules/offers/index.js';
import { registerOperator } from './modules/operator/index.js';
import { createOperatorsRepo } from './modules/operator/operators.repo.js';
import { registerOperateLog } from './modules/operate-log/index.js';
import { registerOrders } from './modules/orders/index.js';
import { registerPoints } from './modules/points/index.js';
import { registerSubAccounts } from './modules/sub-accounts/index.js';
import { registerRedeemCodes } from './modules/redeem-codes/index.js';
import { createPhoneDelivery } from './modules/phones/phone-delivery.js';
import { registerPhoneGroups } from './modules/groups-tags/index.js';
import { registerPhoneLabels } from './modules/phone-labels/index.js';
import { createFleet } from './modules/phones/fleet.js';
import { registerPhones } from './modules/phones/index.js';
import { registerPlay } from './modules/play/index.js';
import { registerPopups } from './modules/popup-notices/index.js';
import { registerPushChannel } from './modules/push-channel/push-channel.js';
import { createFrontService } from './modules/front/front.service.js';
import { registerFront } from './modules/front/index.js';
import { createSettingsRepo } from './modules/settings/settings.repo.js';
import { registerShell } from './modules/shell/index.js';
import { registerSharing } from './modules/sharing/index.js';
import { createProxyDetection } from './modules/proxies/detect/detection.js';
import { registerProxies } from './modules/proxies/index.js';
import { createProxyCrypto } from './modules/proxies/proxy-crypto.js';
import { registerProxySetting } from './modules/proxies/proxy-setting.routes.js';
import { registerUploads } from './modules/uploads/index.js';
import { registerDevices } from './devices/index.js';
import { seedDemoData } from './demo/seed.js';
import { createMailProvider } from './providers/mail/index.js';
import { createStorageProvider } from './providers/storage/index.js';
import { createSmsProvider } from './providers/sms/index.js';
import { adminStatic, defaultAdminDist, defaultWebDist, webStatic } from './web-static.js';
import { registerSystemDict } from './modules/system-dict/index.js';
import { registerSystemConfig } from './modules/system-config/index.js';
import { registerBrandImages } from './modules/front/index.js';
import { registerOperatorsAdmin } from './modules/operator/index.js';
import { registerOperateLogPages } from './modules/operate-log/index.js';
import { registerFleetAdmin } from './modules/fleet-admin/index.js';
import { registerMemberAdmin } from './modules/member-admin/index.js';
import { registerDashboard } from './modules/dashboard/index.js';

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** Reuse already-open resources (tests share one PGlite per file). */
  resources?: Resources;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server without listening, so tests run the real app in-process. */
export async function buildApp({ config, clock = systemClock, resources: given, logger, logStream }: BuildOptions) {
  const resources = given ?? (await openResources(config, config.REDIS_PREFIX));
  const { database, kv, bus, redis } = resources;
  const { db } = database;
  const stream = logDestination(config, logStream);

  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
      ...(stream ? { stream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // No request may hang for ever (decision 013, "Timeouts"): a socket silent this long is closed
    // (websockets switch it off for themselves), a request must arrive in full within the longest
    // upload's time, and an answer is due within HTTP_HANDLER_TIMEOUT_S (installHandlerDeadline;
    // uploads get the request's).
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_S * 1000,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_S * 1000,
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const routes = collectRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('auditBefore', undefined);
  installErrorHandler(app);
  installHandlerDeadline(app, config.HTTP_HANDLER_TIMEOUT_S * 1000);
  installBodyMediaTypes(app);
  app.addHook('onClose', async () => {
    if (!given) await resources.close();
  });

  const settings = createSettingsRepo(db);
  const secret = config.APP_SECRET ?? (await settings.getOrInit('app.secret', randomBytes(32).toString('hex')));
  const outbox = createOutboxRepo(db);
  const sms = createSmsProvider(config, { outbox, log: app.log, clock });
  const mail = createMailProvider(config, { outbox, log: app.log, clock });
  const authParts = createAuth(app, { config, db, kv, bus, clock, secret, sms, mail });
  const { sessions } = authParts;
  // One member guard and one operator guard for every module's endpoints.
  const operatorsRepo = createOperatorsRepo(db);
  const guards = createGuards(sessions, (operatorId) => operatorsRepo.findById(operatorId));
  registerOperateLog(app, { db });
  const permissions = createMemberPermissions(settings);
  const front = createFrontService(settings, {
    registerType: config.REGISTER_TYPE,
    captchaEnabled: config.CAPTCHA_ENABLED,
    socialProviders: () => authParts.socialProviders.map((p) => ({ type: p.type, name: p.name })),
  });

  installSecurityHeaders(app);
  await installCompression(app);
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: `${resources.redisPrefix}rl:` } : {}) });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  // The API reference is for developers; production shows it only when API_DOCS=true.
  if (config.API_DOCS) await registerApiDocs(app);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ok', database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.status(503).send({ status: 'error', database: database.kind });
    }
  });

  // Every new account gets its trial phone at sign-up (phonePlatform is set below, before any request).
  const onMemberCreated = (memberId: number) =>
    phonePlatform.phones.grantTrial(memberId).then(
      () => undefined,
      (err: unknown) => app.log.error({ err, memberId }, 'trial phone not granted at sign-up'),
    );
  const { auth } = registerAuth(app, {
    config,
    db,
    kv,
    clock,
    auth: authParts,
    guards,
    registerType: front.registerType,
    onMemberCreated,
  });
  registerMember(app, { db, guards, permissions });
  registerOperator(app, { db, kv, auth: authParts, guards, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
  const frontRepo = registerFront(app, { db, front, guards });
  registerShell(app, { db, clock, guards, permissions });
  await registerPushChannel(app, { sessions, bus });
  const notices = await registerNotices(app, { config, db, kv, bus, clock, sessions, guards });
  registerFeedback(app, { db, clock, guards, notices });
  const popups = registerPopups(app, { db, clock, guards });
  registerPhoneGroups(app, { db, clock, guards });
  registerPhoneLabels(app, { db, clock, guards });
  const offers = registerOffers(app, { db, guards });
  if (!config.isProduction && (sms.name === 'console' || mail.name === 'console')) await registerDev(app, { outbox });
  const devices = registerDevices(app, { config, db, clock });
  const fleet = createFleet(db, devices.driver);
  const phonePlatform = await registerPhones(app, { config, db, bus, clock, guards, devices, fleet });
  const play = await registerPlay(app, { config, db, kv, bus, clock, sessions, guards, driver: devices.driver });
  // One file store for uploads, avatars and exports; exports are made before the modules that export.
  const storage = createStorageProvider(config);
  const exports = createExports({ db, kv, storage, clock, log: app.log });
  const uploads = await registerUploads(app, { config, db, kv, bus, clock, guards, devices, storage, exports });
  const account = registerAccount(app, {
    config,
    db,
    kv,
    bus,
    clock,
    guards,
    sessions,
    codes: authParts.codes,
    passwords: authParts.passwords,
    storage,
    exports,
    devices,
  });
  const sharing = registerSharing(app, {
    config,
    db,
    kv,
    bus,
    clock,
    guards,
    sessions,
    exports,
    // proxySetting is built further down; a transfer only happens once requests are served.
    devicesFollow: (phoneIds) => proxySetting.syncPhones(phoneIds),
  });
  const deliverPhones = createPhoneDelivery({ db, clock, fleet, driver: devices.driver, reconciler: devices.reconciler, log: app.log });
  const redeemCodes = registerRedeemCodes(app, { db, kv, clock, guards, secret, deliverPhones });
  const commerce = await registerOrders(app, {
    config,
    db,
    kv,
    bus,
    clock,
    guards,
    secret,
    deliverPhones,
    exports,
    upgradeDevice: (memberId, phoneId, spec, orderNo) => phonePlatform.operations.upgrade(memberId, phoneId, spec, orderNo),
    alsoSweep: () => redeemCodes.codes.redeliver(),
  });
  registerPoints(app, { db, guards });
  const proxyCrypto = createProxyCrypto(secret);
  const proxySetting = registerProxySetting(app, { db, clock, guards, crypto: proxyCrypto, ...devices });
  const proxyDetection = createProxyDetection({ config, db, kv, clock, crypto: proxyCrypto, log: app.log, bindings: proxySetting });
  app.addHook('onReady', async () => proxyDetection.start());
  app.addHook('onClose', () => proxyDetection.close());
  const proxies = registerProxies(app, { db, clock, guards, crypto: proxyCrypto, detection: proxyDetection, bindings: proxySetting });
  registerSubAccounts(app, {
    db,
    clock,
    guards,
    sessions,
    codes: authParts.codes,
    notices,
    endGrantsTo: (ownerId, childId, ip) => sharing.endGrantsTo(ownerId, childId, ip),
  });
  // The operator console's areas (issue 19).
  // issue19:system (dictionaries, configuration, legacy notices, branding)
  registerSystemDict(app, { db, clock, guards });
  const systemConfig = registerSystemConfig(app, { db, bus, clock, guards });
  notices.readDueDaysFrom(() => systemConfig.dueReminderDays());
  registerBrandImages(app, { storage, guards });
  // issue19:operators (operators, roles, the audit log's pages)
  registerOperatorsAdmin(app, { db, clock, guards, sessions, passwords: authParts.passwords });
  registerOperateLogPages(app, { db, guards });
  // issue19:members (members, dashboard, order and code extras)
  registerMemberAdmin(app, { db, clock, guards, sessions, passwords: authParts.passwords });
  registerDashboard(app, { db, clock, guards });
  // issue19:fleet (hosts, phones across members, maintenance)
  registerFleetAdmin(app, { config, db, clock, guards, devices, operations: phonePlatform.operations });
  await app.register(webStatic, { dist: config.WEB_DIST ?? defaultWebDist() });
  await app.register(adminStatic, { dist: config.ADMIN_DIST ?? defaultAdminDist() });

  if (config.DEMO_DATA)
    await seedDemoData(db, app.log, {
      front: frontRepo,
      offers,
      notices,
      popups,
      phones: phonePlatform,
      uploads,
      redeemCodeHash: redeemCodes.codes.hashOf,
      proxyCrypto,
      proxySetting,
      clock,
      passwords: authParts.passwords,
    });

  return {
    app,
    routes,
    deps: {
      db,
      kv,
      bus,
      sessions,
      codes: authParts.codes,
      captcha: authParts.captcha,
      passwords: authParts.passwords,
      auth,
      outbox,
      settings,
      resources,
      notices,
      front: frontRepo,
      offers,
      ...commerce,
      redeemCodes,
      popups,
      ...phonePlatform,
      ...play,
      uploads,
      sharing,
      proxies,
      proxyDetection,
      proxySetting,
      account,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** OpenAPI generated from the shared schemas, with its browsable page at /app-api/docs. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Cloud phone console API',
        version: APP_VERSION,
        description: 'Every /app-api response is `{ code, data, msg }`; code 0 is success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/app-api/docs' });
}
