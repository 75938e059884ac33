import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { defaultPoolMax } from './db/client.js';

describe('config', () => {
  it('has working defaults for the embedded setup', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      SMS_PROVIDER: 'console',
      SMS_DAILY_LIMIT: 10,
      SMS_RESEND_INTERVAL_S: 60,
      CAPTCHA_ENABLED: true,
      DEMO_DATA: true,
      isProduction: false,
    });
    expect(c.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_DAILY_LIMIT: '0' })).toThrow(/SMS_DAILY_LIMIT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'maybe' })).toThrow(ConfigError);
  });

  it('names the credentials a chosen provider needs', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID: required when SMS_PROVIDER=aliyun/);
    expect(() => loadConfig({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('sizes the database pool from DATABASE_POOL_MAX when set, about two per core otherwise', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '7' }).DATABASE_POOL_MAX).toBe(7);
    expect(loadConfig({}).DATABASE_POOL_MAX).toBeUndefined();
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    expect(defaultPoolMax()).toBeGreaterThanOrEqual(3);
  });

  it('refuses the development stand-ins in production', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SMS_PROVIDER: "console" only prints codes/);
    expect(message).toMatch(/MAIL_PROVIDER/);
    expect(message).toMatch(/DATABASE_URL: required in production/);
    expect(message).toMatch(/APP_SECRET: required in production/);
    expect(message).toMatch(/DEVICE_DRIVER: "simulator" runs pretend phones/);
    expect(message).toMatch(/PAY_PROVIDERS: "sandbox" takes pretend payments/);
  });

  it('hashes passwords with argon2id at the library’s cost by default, and never below OWASP’s minimum in production', () => {
    expect(loadConfig({})).toMatchObject({ ARGON2_MEMORY_KIB: 65536, ARGON2_ITERATIONS: 3, ARGON2_PARALLELISM: 4 });
    // Outside production a cheaper cost is accepted (the tests' own), never below argon2's limits.
    expect(loadConfig({ ARGON2_MEMORY_KIB: '1024', ARGON2_ITERATIONS: '1' }).ARGON2_MEMORY_KIB).toBe(1024);
    expect(() => loadConfig({ ARGON2_ITERATIONS: '0' })).toThrow(/ARGON2_ITERATIONS/);
    expect(() => loadConfig({ ARGON2_PARALLELISM: '17' })).toThrow(/ARGON2_PARALLELISM/);
    const production = (env: Record<string, string>) => {
      try {
        loadConfig({ NODE_ENV: 'production', ...env });
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };
    expect(production({})).not.toMatch(/ARGON2/);
    expect(production({ ARGON2_MEMORY_KIB: '19456', ARGON2_ITERATIONS: '2', ARGON2_PARALLELISM: '1' })).not.toMatch(/ARGON2/);
    expect(production({ ARGON2_MEMORY_KIB: '1024' })).toMatch(/ARGON2_MEMORY_KIB, ARGON2_ITERATIONS: at least 19456 KiB and 2 iterations/);
    expect(production({ ARGON2_ITERATIONS: '1' })).toMatch(/ARGON2_MEMORY_KIB, ARGON2_ITERATIONS: at least/);
  });

  it('takes payments with the sandbox by default, and needs each named provider’s keys', () => {
    expect(loadConfig({}).PAY_PROVIDERS).toEqual(['sandbox']);
    expect(loadConfig({ PAY_PROVIDERS: ' sandbox , sandbox' }).PAY_PROVIDERS).toEqual(['sandbox']);
    expect(() => loadConfig({ PAY_PROVIDERS: 'paypal' })).toThrow(/PAY_PROVIDERS/);
    expect(() => loadConfig({ PAY_PROVIDERS: 'wechat' })).toThrow(/WECHAT_PAY_API_V3_KEY: required when PAY_PROVIDERS names wechat/);
    expect(() => loadConfig({ PAY_PROVIDERS: 'alipay' })).toThrow(/ALIPAY_PRIVATE_KEY_PATH: required when PAY_PROVIDERS names alipay/);
    expect(() => loadConfig({ WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(/32-character API v3 key/);
  });

  it('needs the device host address and token for the remote driver', () => {
    expect(() => loadConfig({ DEVICE_DRIVER: 'remote' })).toThrow(/DEVICE_HOST_URL: required when DEVICE_DRIVER=remote/);
    expect(
      loadConfig({ DEVICE_DRIVER: 'remote', DEVICE_HOST_URL: 'ws://127.0.0.1:8090', DEVICE_HOST_TOKEN: 't'.repeat(16) }).DEVICE_DRIVER,
    ).toBe('remote');
  });

  it('keeps uploads on local disk by default and needs a bucket for S3', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE_PROVIDER: 'local',
      UPLOAD_MAX_BYTES: 512 * 1024 * 1024,
      UPLOAD_ABANDON_HOURS: 24,
      UPLOAD_RETAIN_DAYS: 30,
      UPLOAD_QUOTA_BYTES: 5 * 1024 ** 3,
      S3_FORCE_PATH_STYLE: false,
    });
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_PROVIDER=s3/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_QUOTA_BYTES: 'lots' })).toThrow(/UPLOAD_QUOTA_BYTES/);
    const s3 = loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: true });
  });

  it('never creates demo data in production', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      DATABASE_URL: 'postgres://x@localhost/db',
      APP_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://console.example.cn',
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: 'sign',
      TENCENT_SMS_TEMPLATE_ID: '1',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://u:p@mail.example.cn:587',
      DEVICE_DRIVER: 'remote',
      DEVICE_HOST_URL: 'wss://devices.example.cn/device-host',
      DEVICE_HOST_TOKEN: 't'.repeat(32),
      PAY_PROVIDERS: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_PATH: '/etc/cloudphone/alipay-app.pem',
      ALIPAY_PUBLIC_KEY_PATH: '/etc/cloudphone/alipay-public.pem',
    });
    expect(c.DEMO_DATA).toBe(false);
    expect(c.API_DOCS).toBe(false);
  });

  it('serves the API reference outside production unless turned off, and in production only when asked', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('injects device faults only when asked, and only into the simulator', () => {
    expect(loadConfig({}).DEVICE_FAULTS).toBe(false);
    expect(loadConfig({ DEVICE_FAULTS: 'true' }).DEVICE_FAULTS).toBe(true);
    const remote = { DEVICE_DRIVER: 'remote', DEVICE_HOST_URL: 'ws://127.0.0.1:8090', DEVICE_HOST_TOKEN: 't'.repeat(16) };
    expect(() => loadConfig({ ...remote, DEVICE_FAULTS: 'true' })).toThrow(/DEVICE_FAULTS: fault injection needs DEVICE_DRIVER=simulator/);
  });
});
