import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGeoIp, NO_LOCATION } from '../../src/modules/proxies/detect/geoip.js';
import { cityRecord, writeMmdb } from '../peers/mmdb-writer.js';

/**
 * The offline GeoIP lookup (issue 17, decision 027) on a small City database written by the test
 * in the MaxMind DB format, read by the real reader (`maxmind`).
 */

const dir = mkdtempSync(path.join(os.tmpdir(), 'cp-geoip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer | string) => {
  const at = path.join(dir, name);
  writeFileSync(at, bytes);
  return at;
};

const LONDON = cityRecord({
  countryCode: 'GB',
  country: 'United Kingdom',
  countryZh: '英国',
  region: 'England',
  city: 'London',
  timeZone: 'Europe/London',
  latitude: 51.5142,
  longitude: -0.0931,
});
const db = file(
  'city.mmdb',
  writeMmdb([
    { network: '81.2.69.0/24', data: LONDON },
    // A country-level record: no subdivision, no city.
    {
      network: '203.0.113.7',
      data: cityRecord({ countryCode: 'US', country: 'United States', timeZone: 'America/Chicago', latitude: 37.751, longitude: -97.822 }),
    },
    // Only a registered country, and names without English.
    { network: '198.51.100.0/25', data: { registered_country: { iso_code: 'JP', names: { ja: '日本', 'zh-CN': '日本' } } } },
  ]),
);

function quietLog() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, log: { warn: (obj: object, msg: string) => void warnings.push({ obj, msg }), info: () => undefined } };
}

describe('a City database', () => {
  const { log } = quietLog();
  const geo = createGeoIp(db, log);

  it('gives country (English name and ISO code), first subdivision, city, time zone and coordinates', async () => {
    expect(await geo.lookup('81.2.69.160')).toEqual({
      country: 'United Kingdom',
      countryCode: 'GB',
      region: 'England',
      city: 'London',
      timeZone: 'Europe/London',
      longitude: -0.0931,
      latitude: 51.5142,
    });
  });

  it('leaves out what the record lacks', async () => {
    expect(await geo.lookup('203.0.113.7')).toEqual({
      ...NO_LOCATION,
      country: 'United States',
      countryCode: 'US',
      timeZone: 'America/Chicago',
      longitude: -97.822,
      latitude: 37.751,
    });
    expect(await geo.lookup('198.51.100.5')).toEqual({ ...NO_LOCATION, country: '日本', countryCode: 'JP' });
  });

  it('answers no location for an address it does not hold', async () => {
    expect(await geo.lookup('81.2.70.1')).toEqual(NO_LOCATION);
    expect(await geo.lookup('203.0.113.8')).toEqual(NO_LOCATION);
    expect(await geo.lookup('198.51.100.200')).toEqual(NO_LOCATION);
  });
});

describe('without a usable database', () => {
  it('answers no location when none is configured', async () => {
    const { log, warnings } = quietLog();
    expect(await createGeoIp(undefined, log).lookup('81.2.69.160')).toEqual(NO_LOCATION);
    expect(warnings).toEqual([]);
  });

  it('answers no location, and says so once, when the file is missing or is not a database', async () => {
    for (const where of [path.join(dir, 'missing.mmdb'), file('garbage.mmdb', randomBytes(2048)), file('empty.mmdb', '')]) {
      const { log, warnings } = quietLog();
      const geo = createGeoIp(where, log);
      expect(await geo.lookup('81.2.69.160')).toEqual(NO_LOCATION);
      expect(await geo.lookup('81.2.69.161')).toEqual(NO_LOCATION);
      expect(warnings.map((w) => w.msg)).toEqual(['GeoIP database unavailable: proxies are detected without location']);
    }
  });
});
