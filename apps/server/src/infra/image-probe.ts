import { loadImage, type Image } from '@napi-rs/canvas';

/** Larger pictures are refused before decoding: a small file can declare a huge one (a decompression bomb). */
const MAX_SIDE = 8192;
const MAX_PIXELS = 4096 * 4096;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG's header (IHDR, always the first chunk) declares. */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The size a JPEG's frame header (SOFn) declares, walking the segments before it. */
function jpegSize(bytes: Buffer) {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null;
    at += marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) ? 2 : 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * An uploaded picture, decoded, when its bytes are a JPEG or PNG of a plausible size that decodes
 * to the size its header declares; null otherwise. What a file is comes from its bytes only: the
 * name and type the browser sent say nothing.
 */
export async function probeImage(bytes: Buffer): Promise<{ kind: 'png' | 'jpeg'; image: Image } | null> {
  const png = pngSize(bytes);
  const size = png ?? jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE) return null;
  if (size.width * size.height > MAX_PIXELS) return null;
  const image = await loadImage(bytes).catch(() => null);
  if (!image || image.width !== size.width || image.height !== size.height) return null;
  return { kind: png ? 'png' : 'jpeg', image };
}
