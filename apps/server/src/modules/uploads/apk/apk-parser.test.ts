import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadImage } from '@napi-rs/canvas';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApkFormatError } from './apk-archive.js';
import { imageType, parseApk, pickIconPath } from './apk-parser.js';

/** Real APKs built by aapt and signed (test/fixtures/apk/build.sh), and broken ones made from them. */
const APK_FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test/fixtures/apk');
const fixture = (name: string) => path.join(APK_FIXTURES, name);

describe('parseApk', () => {
  it('reads package, version, the label from its string resource and the launcher icon', async () => {
    const info = await parseApk(fixture('hello.apk'));
    expect(info).toMatchObject({ packageName: 'com.example.hello', label: 'Hello Cloud', versionName: '1.2.3', versionCode: 123 });
    // The adaptive (XML) icon is skipped for its xhdpi bitmap: a 96 px PNG.
    expect(info.icon).toMatch(/^data:image\/png;base64,/);
    const image = await loadImage(Buffer.from(info.icon!.split(',')[1]!, 'base64'));
    expect([image.width, image.height]).toEqual([96, 96]);
  });

  it('reads a literal label, and no icon when the app has none', async () => {
    const info = await parseApk(fixture('plain.apk'));
    expect(info).toEqual({ packageName: 'com.example.plain', label: 'Plain App', versionName: '0.1', versionCode: 1 });
  });

  it.each(['not-a-zip.apk', 'no-manifest.apk', 'garbage-manifest.apk', 'truncated.apk'])('refuses %s as a format error', async (name) => {
    await expect(parseApk(fixture(name))).rejects.toBeInstanceOf(ApkFormatError);
  });

  it('refuses a manifest crafted to make the parser loop, within its time limit', async () => {
    // An AXML chunk of size 0 after the string pool: node-apk's reader would never move past it.
    const pool = Buffer.alloc(28);
    pool.writeUInt16LE(0x0001, 0);
    pool.writeUInt16LE(28, 2);
    pool.writeUInt32LE(28, 4);
    const stuck = Buffer.alloc(8);
    stuck.writeUInt16LE(0x0180, 0);
    const xml = Buffer.concat([Buffer.alloc(8), pool, stuck, Buffer.alloc(64)]);
    xml.writeUInt16LE(0x0003, 0);
    xml.writeUInt16LE(8, 2);
    xml.writeUInt32LE(xml.length, 4);
    const file = path.join(os.tmpdir(), `loop-${process.pid}.apk`);
    await writeFile(file, zipOf('AndroidManifest.xml', xml));
    const began = Date.now();
    await expect(parseApk(file, { timeoutMs: 1000 })).rejects.toBeInstanceOf(ApkFormatError);
    expect(Date.now() - began).toBeLessThan(5000);
  });
});

describe('icon choice', () => {
  it('prefers a bitmap at xhdpi or above, else the densest', () => {
    const paths = [
      'res/mipmap-anydpi-v26/ic.xml',
      'res/mipmap-mdpi-v4/ic.png',
      'res/mipmap-xxxhdpi-v4/ic.png',
      'res/mipmap-xhdpi-v4/ic.webp',
    ];
    expect(pickIconPath(paths)).toBe('res/mipmap-xhdpi-v4/ic.webp');
    expect(pickIconPath(['res/drawable-mdpi/a.png', 'res/drawable-hdpi/a.png'])).toBe('res/drawable-hdpi/a.png');
    expect(pickIconPath(['res/mipmap-anydpi-v26/ic.xml'])).toBeNull();
  });

  it('knows PNG, WebP and JPEG by their signature', () => {
    expect(imageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(imageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(imageType(Buffer.from('ffd8ffe0', 'hex'))).toBe('image/jpeg');
    expect(imageType(Buffer.from('<?xml'))).toBeNull();
  });
});

/** A one-entry zip (stored, not compressed), enough for yauzl. */
function zipOf(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
