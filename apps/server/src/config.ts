import path from 'node:path';
import { z } from 'zod';
import { AUDIT_RETAIN_DAYS_DEFAULT, PROXY_DETECT_BATCH_MAX, REGISTER_TYPES, STREAM_IDLE_MINUTES } from '@cloudphone/contract';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));
/** A switch whose default depends on other settings (unset stays undefined). */
const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1' || v === 'yes'));
/** OWASP's Password Storage Cheat Sheet: argon2id with at least 19 MiB of memory and 2 iterations. */
export const ARGON2_MIN = { memoryKib: 19 * 1024, iterations: 2 } as const;
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const optional = z.string().trim().min(1).optional();

/** Every environment variable the server reads; README's table mirrors this list. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: int(8080, 0).pipe(z.number().max(65535)),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,32}$/, 'letters, digits and :._- only')
    .default('cp:'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  DEMO_DATA: bool(true),
  TRUST_PROXY: bool(false),
  API_DOCS: optionalBool,
  HTTP_IDLE_TIMEOUT_S: int(120, 1),
  HTTP_HANDLER_TIMEOUT_S: int(60, 1),
  HTTP_REQUEST_TIMEOUT_S: int(3600, 1),

  CAPTCHA_ENABLED: bool(true),
  REGISTER_TYPE: z.enum(REGISTER_TYPES).default('phone'),
  ACCESS_TOKEN_TTL_S: int(1800, 10),
  REFRESH_TOKEN_TTL_S: int(30 * 24 * 3600, 60),
  LOGIN_MAX_FAILURES: int(5, 1),
  LOGIN_IP_MAX_FAILURES: int(50, 1),
  LOGIN_LOCK_MINUTES: int(15, 1),
  LOGIN_LOCK_MAX_MINUTES: int(24 * 60, 1),
  AUTH_RATE_LIMIT_PER_MINUTE: int(120, 1),
  // argon2id's cost (the library's defaults); production refuses less than OWASP's minimum.
  ARGON2_MEMORY_KIB: int(64 * 1024, 8),
  ARGON2_ITERATIONS: int(3, 1),
  ARGON2_PARALLELISM: int(4, 1).pipe(z.number().max(16)),

  SMS_PROVIDER: z.enum(['console', 'aliyun', 'tencent']).default('console'),
  SMS_CODE_TTL_S: int(300, 30),
  SMS_DAILY_LIMIT: int(10, 1),
  SMS_RESEND_INTERVAL_S: int(60, 0),
  SMS_IP_HOURLY_LIMIT: int(30, 1),
  SMS_MAX_ATTEMPTS: int(5, 1),
  ALIYUN_SMS_ACCESS_KEY_ID: optional,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optional,
  ALIYUN_SMS_SIGN_NAME: optional,
  ALIYUN_SMS_TEMPLATE_CODE: optional,
  ALIYUN_SMS_ENDPOINT: z.string().default('dysmsapi.aliyuncs.com'),
  TENCENT_SMS_SECRET_ID: optional,
  TENCENT_SMS_SECRET_KEY: optional,
  TENCENT_SMS_SDK_APP_ID: optional,
  TENCENT_SMS_SIGN_NAME: optional,
  TENCENT_SMS_TEMPLATE_ID: optional,
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().default('sms.tencentcloudapi.com'),

  MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Cloud Phone <no-reply@cloudphone.local>'),

  SOCIAL_OIDC_ISSUER: z.url().optional(),
  SOCIAL_OIDC_CLIENT_ID: optional,
  SOCIAL_OIDC_CLIENT_SECRET: optional,
  SOCIAL_OIDC_NAME: z.string().default('OpenID Connect'),
  SOCIAL_WECHAT_APP_ID: optional,
  SOCIAL_WECHAT_APP_SECRET: optional,
  SOCIAL_WECHAT_AUTHORIZE_URL: z.url().default('https://open.weixin.qq.com/connect/qrconnect'),
  SOCIAL_WECHAT_API_URL: z.url().default('https://api.weixin.qq.com'),
  SOCIAL_QQ_APP_ID: optional,
  SOCIAL_QQ_APP_KEY: optional,
  SOCIAL_QQ_AUTHORIZE_URL: z.url().default('https://graph.qq.com/oauth2.0/authorize'),
  SOCIAL_QQ_API_URL: z.url().default('https://graph.qq.com'),

  DEVICE_DRIVER: z.enum(['simulator', 'remote']).default('simulator'),
  DEVICE_HOST_URL: z
    .string()
    .regex(/^wss?:\/\//, 'must be a ws:// or wss:// URL')
    .optional(),
  DEVICE_HOST_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  DEVICE_FAULTS: bool(false),
  SIM_SPEED: z.coerce.number().positive().default(30),
  SIM_TICK_MS: int(500, 0),
  RECONCILE_INTERVAL_S: int(60, 0),
  EXPIRY_SWEEP_S: int(30, 0),
  RECYCLE_GRACE_DAYS: int(7, 0),
  PHONE_LIST_CACHE_MS: int(2000, 0),
  SESSION_CACHE_MS: int(5000, 0),
  PLAY_IDLE_MINUTES: int(STREAM_IDLE_MINUTES, 0),

  PAY_PROVIDERS: z
    .string()
    .default('sandbox')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(['sandbox', 'wechat', 'alipay'])).min(1, 'name at least one of sandbox, wechat, alipay')),
  WECHAT_PAY_MCH_ID: optional,
  WECHAT_PAY_APP_ID: optional,
  /** The merchant's API v3 key: 32 characters, decrypts notifications. */
  WECHAT_PAY_API_V3_KEY: z.string().length(32, 'must be the 32-character API v3 key').optional(),
  WECHAT_PAY_PRIVATE_KEY_PATH: optional,
  WECHAT_PAY_CERT_SERIAL: optional,
  /** WeChat Pay's public key (微信支付公钥) and its id (PUB_KEY_ID_…), which verify its answers and notifications. */
  WECHAT_PAY_PUBLIC_KEY_PATH: optional,
  WECHAT_PAY_PUBLIC_KEY_ID: optional,
  WECHAT_PAY_API_URL: z.url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: optional,
  ALIPAY_PRIVATE_KEY_PATH: optional,
  ALIPAY_PUBLIC_KEY_PATH: optional,
  ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
  ORDER_TIMEOUT_MINUTES: int(15, 1),
  ORDER_SWEEP_S: int(20, 0),
  POINTS_EXPIRE_DAYS: int(365, 1),
  /** How often one node ends grants past their expiry time and closes their grantees' sessions (0: never). */
  GRANT_SWEEP_S: int(5, 0),
  /** Access audit entries older than this are deleted by the grant sweep. */
  AUDIT_RETAIN_DAYS: int(AUDIT_RETAIN_DAYS_DEFAULT, 1),
  /** How often one node sends due and expired reminders (issue 18), also once at start (0: never). */
  REMINDER_SWEEP_S: int(300, 0),

  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: bool(false),
  UPLOAD_MAX_BYTES: int(512 * 1024 * 1024, 1),
  UPLOAD_ABANDON_HOURS: int(24, 1),
  UPLOAD_RETAIN_DAYS: int(30, 1),
  UPLOAD_QUOTA_BYTES: int(5 * 1024 ** 3, 1),
  UPLOAD_CONCURRENCY: int(4, 1),
  UPLOAD_POLL_MS: int(1000, 0),
  UPLOAD_IDLE_TIMEOUT_MS: int(5000, 100),
  UPLOAD_RATE_LIMIT_PER_MINUTE: int(60, 1),
  UPLOAD_IP_RATE_LIMIT_PER_MINUTE: int(300, 1),

  /** Proxy detection (issue 17): the IP-echo service reached through each proxy; it answers the caller's IP as plain text. */
  PROXY_DETECT_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('https://api.ipify.org'),
  /** The most one detection may take, from dialling the proxy to the echo's last byte. */
  PROXY_DETECT_TIMEOUT_MS: int(8000, 100),
  /** Proxies one detection call (or the re-detection sweep) dials at once. */
  PROXY_DETECT_CONCURRENCY: int(20, 1),
  /** How often one node re-detects proxies bound to phones whose last detection is older than this (0: never). */
  PROXY_REDETECT_S: int(86_400, 0),
  /** A MaxMind DB file (GeoLite2 City or GeoIP2 City) for the detected IP's location; unset: IP only. */
  GEOIP_DB_PATH: optional,
});

type Env = z.infer<typeof EnvSchema>;
export type Config = Env & { PUBLIC_URL: string; DATA_DIR: string; API_DOCS: boolean; isProduction: boolean };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const problems: string[] = [];
  const need = (cond: boolean, names: string[], why: string) => {
    if (cond) for (const name of names) if (!c[name as keyof Env]) problems.push(`  ${name}: required ${why}`);
  };
  need(
    c.SMS_PROVIDER === 'aliyun',
    ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
    'when SMS_PROVIDER=aliyun',
  );
  need(
    c.SMS_PROVIDER === 'tencent',
    ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'],
    'when SMS_PROVIDER=tencent',
  );
  need(c.MAIL_PROVIDER === 'smtp', ['SMTP_URL'], 'when MAIL_PROVIDER=smtp');
  need(
    c.PAY_PROVIDERS.includes('wechat'),
    [
      'WECHAT_PAY_MCH_ID',
      'WECHAT_PAY_APP_ID',
      'WECHAT_PAY_API_V3_KEY',
      'WECHAT_PAY_PRIVATE_KEY_PATH',
      'WECHAT_PAY_CERT_SERIAL',
      'WECHAT_PAY_PUBLIC_KEY_PATH',
      'WECHAT_PAY_PUBLIC_KEY_ID',
    ],
    'when PAY_PROVIDERS names wechat',
  );
  need(
    c.PAY_PROVIDERS.includes('alipay'),
    ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_PATH', 'ALIPAY_PUBLIC_KEY_PATH'],
    'when PAY_PROVIDERS names alipay',
  );
  need(Boolean(c.SOCIAL_OIDC_ISSUER), ['SOCIAL_OIDC_CLIENT_ID', 'SOCIAL_OIDC_CLIENT_SECRET'], 'when SOCIAL_OIDC_ISSUER is set');
  need(Boolean(c.SOCIAL_WECHAT_APP_ID), ['SOCIAL_WECHAT_APP_SECRET'], 'when SOCIAL_WECHAT_APP_ID is set');
  need(Boolean(c.SOCIAL_QQ_APP_ID), ['SOCIAL_QQ_APP_KEY'], 'when SOCIAL_QQ_APP_ID is set');
  need(c.DEVICE_DRIVER === 'remote', ['DEVICE_HOST_URL', 'DEVICE_HOST_TOKEN'], 'when DEVICE_DRIVER=remote');
  // Fault injection drives the in-process simulator; a device host serves real (or shared) phones.
  if (c.DEVICE_FAULTS && c.DEVICE_DRIVER !== 'simulator') problems.push('  DEVICE_FAULTS: fault injection needs DEVICE_DRIVER=simulator');
  need(c.STORAGE_PROVIDER === 's3', ['S3_BUCKET'], 'when STORAGE_PROVIDER=s3');
  // Without keys the SDK's own chain (environment, instance role) is used; half a pair is a mistake.
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (isProduction) {
    // The embedded defaults must never be reachable in production by accident.
    if (c.SMS_PROVIDER === 'console') problems.push('  SMS_PROVIDER: "console" only prints codes; choose aliyun or tencent in production');
    if (c.MAIL_PROVIDER === 'console') problems.push('  MAIL_PROVIDER: "console" only prints mail; choose smtp in production');
    need(true, ['DATABASE_URL', 'APP_SECRET', 'PUBLIC_URL'], 'in production');
    if (c.PAY_PROVIDERS.includes('sandbox'))
      problems.push('  PAY_PROVIDERS: "sandbox" takes pretend payments; use wechat and/or alipay in production');
    if (c.DEVICE_DRIVER === 'simulator')
      problems.push('  DEVICE_DRIVER: "simulator" runs pretend phones; use remote device hosts in production');
    if (c.ARGON2_MEMORY_KIB < ARGON2_MIN.memoryKib || c.ARGON2_ITERATIONS < ARGON2_MIN.iterations)
      problems.push(
        `  ARGON2_MEMORY_KIB, ARGON2_ITERATIONS: at least ${ARGON2_MIN.memoryKib} KiB and ${ARGON2_MIN.iterations} iterations in production (OWASP's minimum for argon2id)`,
      );
  }
  // A detection call takes up to PROXY_DETECT_BATCH_MAX proxies, PROXY_DETECT_CONCURRENCY at a time,
  // each within PROXY_DETECT_TIMEOUT_MS: the slowest call must still answer before the handler deadline.
  const detectWorstMs = Math.ceil(PROXY_DETECT_BATCH_MAX / c.PROXY_DETECT_CONCURRENCY) * c.PROXY_DETECT_TIMEOUT_MS;
  if (detectWorstMs >= c.HTTP_HANDLER_TIMEOUT_S * 1000)
    problems.push(
      `  PROXY_DETECT_TIMEOUT_MS, PROXY_DETECT_CONCURRENCY: ${PROXY_DETECT_BATCH_MAX} detections would take up to ${detectWorstMs} ms, past HTTP_HANDLER_TIMEOUT_S`,
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...c,
    DEMO_DATA: c.DEMO_DATA && !isProduction,
    API_DOCS: c.API_DOCS ?? !isProduction,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}
