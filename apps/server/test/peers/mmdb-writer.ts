import { isIPv4 } from 'node:net';

/**
 * A small MaxMind DB writer for tests: an IPv4 database (ip_version 4, 24-bit records) holding the
 * given networks, each with its own record, in the MaxMind DB file format 2.0 — a binary search
 * tree over the address bits, 16 zero bytes, the data section, then the metadata after the
 * "\xAB\xCD\xEFMaxMind.com" marker. Real readers (`maxmind`, `mmdb-lib`) read what it writes.
 *
 * Values: strings → UTF-8 string, whole numbers 0..2^32-1 → uint32, other whole numbers → int32,
 * other numbers → double, booleans → boolean, arrays → array, objects → map. No pointers, no
 * de-duplication: each record is written where its network points.
 */
export type MmdbValue = string | number | boolean | MmdbValue[] | { [key: string]: MmdbValue };

export interface MmdbEntry {
  /** An IPv4 network, "81.2.69.0/24" (or one address, "81.2.69.160", meaning /32). */
  network: string;
  data: { [key: string]: MmdbValue };
}

const TYPE = { utf8: 2, double: 3, uint16: 5, uint32: 6, map: 7, int32: 8, uint64: 9, array: 11, boolean: 14 } as const;
const METADATA_MARKER = Buffer.from('abcdef4d61784d696e642e636f6d', 'hex');
const RECORD_MAX = 2 ** 24;

function control(type: number, size: number): Buffer {
  const head: number[] = [];
  const extended = type > 7;
  let sizeBits: number;
  let sizeBytes: number[] = [];
  if (size < 29) sizeBits = size;
  else if (size < 285) [sizeBits, sizeBytes] = [29, [size - 29]];
  else if (size < 65_821) [sizeBits, sizeBytes] = [30, [(size - 285) >> 8, (size - 285) & 0xff]];
  else [sizeBits, sizeBytes] = [31, [(size - 65_821) >> 16, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff]];
  head.push(((extended ? 0 : type) << 5) | sizeBits);
  if (extended) head.push(type - 7);
  return Buffer.from([...head, ...sizeBytes]);
}

function unsigned(type: number, value: number | bigint): Buffer {
  let n = BigInt(value);
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

/** One value in the data section's encoding. */
export function encodeValue(value: MmdbValue): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(TYPE.utf8, bytes.length), bytes]);
  }
  if (typeof value === 'boolean') return control(TYPE.boolean, value ? 1 : 0);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** 32) return unsigned(TYPE.uint32, value);
    if (Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31) {
      const bytes = Buffer.alloc(4);
      bytes.writeInt32BE(value);
      return Buffer.concat([control(TYPE.int32, 4), bytes]);
    }
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value);
    return Buffer.concat([control(TYPE.double, 8), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(TYPE.array, value.length), ...value.map(encodeValue)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(TYPE.map, entries.length), ...entries.flatMap(([k, v]) => [encodeValue(k), encodeValue(v)])]);
}

type Rec = { node: number } | { data: number } | null;

function parseNetwork(network: string): { address: number; prefix: number } {
  const [ip, bits = '32'] = network.split('/');
  const prefix = Number(bits);
  if (!ip || !isIPv4(ip) || !Number.isInteger(prefix) || prefix < 1 || prefix > 32) throw new Error(`not an IPv4 network: ${network}`);
  const address = ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return { address, prefix };
}

/** The database file's bytes. */
export function writeMmdb(entries: MmdbEntry[], meta: { databaseType?: string; languages?: string[]; buildEpoch?: number } = {}): Buffer {
  const nodes: [Rec, Rec][] = [[null, null]];
  const records: Buffer[] = [];
  let dataSize = 0;

  for (const entry of entries) {
    const { address, prefix } = parseNetwork(entry.network);
    const encoded = encodeValue(entry.data);
    const data = { data: dataSize };
    records.push(encoded);
    dataSize += encoded.length;
    let node = 0;
    for (let depth = 0; depth < prefix; depth++) {
      const bit = (Math.floor(address / 2 ** (31 - depth)) % 2) as 0 | 1;
      const here = nodes[node]!;
      if (depth === prefix - 1) {
        if (here[bit] !== null) throw new Error(`overlapping network: ${entry.network}`);
        here[bit] = data;
        break;
      }
      let next = here[bit];
      if (next === null) {
        nodes.push([null, null]);
        next = { node: nodes.length - 1 };
        here[bit] = next;
      } else if ('data' in next) throw new Error(`overlapping network: ${entry.network}`);
      node = next.node;
    }
  }

  const nodeCount = nodes.length;
  const value = (rec: Rec) => (rec === null ? nodeCount : 'node' in rec ? rec.node : nodeCount + 16 + rec.data);
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], i) => {
    for (const [side, rec] of [
      [0, left],
      [1, right],
    ] as const) {
      const v = value(rec);
      if (v >= RECORD_MAX) throw new Error('database too large for 24-bit records');
      tree.writeUIntBE(v, i * 6 + side * 3, 3);
    }
  });

  const metadata = Buffer.concat([
    control(TYPE.map, 9),
    encodeValue('node_count'),
    unsigned(TYPE.uint32, nodeCount),
    encodeValue('record_size'),
    unsigned(TYPE.uint16, 24),
    encodeValue('ip_version'),
    unsigned(TYPE.uint16, 4),
    encodeValue('database_type'),
    encodeValue(meta.databaseType ?? 'GeoLite2-City'),
    encodeValue('languages'),
    encodeValue(meta.languages ?? ['en', 'zh-CN']),
    encodeValue('binary_format_major_version'),
    unsigned(TYPE.uint16, 2),
    encodeValue('binary_format_minor_version'),
    unsigned(TYPE.uint16, 0),
    encodeValue('build_epoch'),
    unsigned(TYPE.uint64, meta.buildEpoch ?? Math.floor(Date.now() / 1000)),
    encodeValue('description'),
    encodeValue({ en: 'Test GeoIP database' }),
  ]);

  return Buffer.concat([tree, Buffer.alloc(16), ...records, METADATA_MARKER, metadata]);
}

/** A GeoIP2/GeoLite2 City record, as the reader returns it, from the few fields detection reads. */
export function cityRecord(place: {
  countryCode: string;
  country: string;
  countryZh?: string;
  region?: string;
  city?: string;
  timeZone?: string;
  latitude?: number;
  longitude?: number;
}): { [key: string]: MmdbValue } {
  const names = (en: string, zh?: string) => ({ names: { en, ...(zh ? { 'zh-CN': zh } : {}) } });
  return {
    country: { iso_code: place.countryCode, ...names(place.country, place.countryZh) },
    ...(place.region ? { subdivisions: [{ iso_code: 'XX', ...names(place.region) }] } : {}),
    ...(place.city ? { city: names(place.city) } : {}),
    location: {
      accuracy_radius: 20,
      ...(place.latitude !== undefined ? { latitude: place.latitude } : {}),
      ...(place.longitude !== undefined ? { longitude: place.longitude } : {}),
      ...(place.timeZone ? { time_zone: place.timeZone } : {}),
    },
  };
}
