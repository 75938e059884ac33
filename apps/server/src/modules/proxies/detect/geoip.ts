import { stat } from 'node:fs/promises';
import maxmind, { type CityResponse, type Reader } from 'maxmind';

/** Where an outbound IP is, as the proxies table keeps it; every field null when unknown. */
export interface GeoLocation {
  /** The country's English name, as the list shows it. */
  country: string | null;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  countryCode: string | null;
  /** The first (largest) subdivision: a state, province or region. */
  region: string | null;
  city: string | null;
  /** IANA time zone, e.g. "America/New_York". */
  timeZone: string | null;
  longitude: number | null;
  latitude: number | null;
}

export const NO_LOCATION: GeoLocation = {
  country: null,
  countryCode: null,
  region: null,
  city: null,
  timeZone: null,
  longitude: null,
  latitude: null,
};

/** How long a loaded database is trusted before its file's time is looked at again (a monthly update replaces it). */
const RECHECK_MS = 60_000;

export interface GeoIp {
  /** The location of an IPv4 address; NO_LOCATION without a database or when the database lacks the address. */
  lookup(ip: string): Promise<GeoLocation>;
}

const englishName = (place: { names?: object } | undefined): string | null => {
  const names = place?.names as Record<string, unknown> | undefined;
  if (!names) return null;
  const english = names.en;
  if (typeof english === 'string' && english) return english;
  const other = Object.values(names).find((n): n is string => typeof n === 'string' && n.length > 0);
  return other ?? null;
};
/** Columns are 64 characters; a longer name is cut rather than refused. */
const fit = (text: string | null | undefined) => (text ? text.slice(0, 64) : null);

/**
 * The offline GeoIP lookup (decision 027): a MaxMind DB file (GeoLite2 City or GeoIP2 City) read
 * through `maxmind`. The file is opened at the first lookup and opened again when it changes on
 * disk; a missing or unreadable file is logged and detection goes on with the IP alone.
 */
/** What the lookup writes to the logs: where the database is, and why it cannot be read. */
export interface GeoIpLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function createGeoIp(path: string | undefined, log: GeoIpLog): GeoIp {
  let loaded: { reader: Reader<CityResponse>; mtimeMs: number } | null = null;
  let checkedAt = 0;
  let reported: string | null = null;
  let opening: Promise<Reader<CityResponse> | null> | null = null;

  async function open(file: string): Promise<Reader<CityResponse> | null> {
    try {
      const { mtimeMs } = await stat(file);
      if (loaded && loaded.mtimeMs === mtimeMs) return loaded.reader;
      const reader = await maxmind.open<CityResponse>(file);
      loaded = { reader, mtimeMs };
      reported = null;
      log.info({ path: file, type: reader.metadata.databaseType, built: reader.metadata.buildEpoch }, 'GeoIP database loaded');
      return reader;
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      // Said once per distinct problem, not at every detection.
      if (reported !== why) log.warn({ path: file, why }, 'GeoIP database unavailable: proxies are detected without location');
      reported = why;
      loaded = null;
      return null;
    }
  }

  async function reader(): Promise<Reader<CityResponse> | null> {
    if (!path) return null;
    if (Date.now() - checkedAt < RECHECK_MS) return opening ?? loaded?.reader ?? null;
    checkedAt = Date.now();
    opening = open(path).finally(() => {
      opening = null;
    });
    return opening;
  }

  return {
    async lookup(ip) {
      const db = await reader();
      if (!db) return NO_LOCATION;
      let found: CityResponse | null;
      try {
        found = db.get(ip);
      } catch {
        return NO_LOCATION;
      }
      if (!found) return NO_LOCATION;
      const country = found.country ?? found.registered_country;
      const location = found.location;
      return {
        country: fit(englishName(country)),
        countryCode: country?.iso_code?.slice(0, 2) ?? null,
        region: fit(englishName(found.subdivisions?.[0])),
        city: fit(englishName(found.city)),
        timeZone: fit(location?.time_zone),
        longitude: typeof location?.longitude === 'number' ? location.longitude : null,
        latitude: typeof location?.latitude === 'number' ? location.latitude : null,
      };
    },
  };
}
