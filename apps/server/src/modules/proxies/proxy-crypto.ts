import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What a proxy needs to be dialled: never logged, stored only as `sealCredentials` gives it. */
export interface ProxyCredentials {
  account: string;
  password: string;
}

export interface ProxyCrypto {
  /** AES-256-GCM of the account and password: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  seal(credentials: ProxyCredentials): string;
  open(sealed: string): ProxyCredentials;
  /** A keyed hash of what makes two proxies the same (batch add's duplicate check), hex. */
  fingerprint(proxy: { host: string; port: number; account: string; password: string }): string;
}

/**
 * Proxy credentials at rest (issue 17). Keys come from the app secret through HKDF, one for
 * encryption and one for fingerprints, so neither can be used as the other; changing APP_SECRET
 * makes stored proxies unreadable, as it signs out every session.
 */
export function createProxyCrypto(secret: string): ProxyCrypto {
  const key = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'cloudphone-proxies', info, 32));
  const sealKey = key('proxy-credentials-v1');
  const printKey = key('proxy-fingerprint-v1');
  return {
    seal({ account, password }) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify([account, password]), 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('proxy credentials: unknown format');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      const [account, password] = JSON.parse(text) as [string, string];
      return { account, password };
    },
    fingerprint({ host, port, account, password }) {
      return createHmac('sha256', printKey)
        .update(JSON.stringify([host, port, account, password]))
        .digest('hex');
    },
  };
}
