import { AVATAR_SIZES } from '@cloudphone/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { AppError } from '../../http/app-error.js';

/** Larger images are refused before decoding: a small file can declare a huge picture (a decompression bomb). */
const MAX_SIDE = 8192;
const MAX_PIXELS = 4096 * 4096;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The dimensions a PNG's header declares (IHDR, always the first chunk). */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The dimensions a JPEG's frame header (SOFn) declares, walking the segments before it. */
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
 * An uploaded avatar as square PNGs of AVATAR_SIZES, centre-cropped. What it is comes from its
 * bytes: a JPEG or PNG signature with a plausible size, and then a decode that succeeds; the
 * name and declared type the browser sent say nothing. Anything else is ACCOUNT_AVATAR_TYPE.
 */
export async function renderAvatar(bytes: Buffer): Promise<Map<number, Buffer>> {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  if (
    !size ||
    size.width < 1 ||
    size.height < 1 ||
    size.width > MAX_SIDE ||
    size.height > MAX_SIDE ||
    size.width * size.height > MAX_PIXELS
  )
    throw new AppError('ACCOUNT_AVATAR_TYPE');
  const image = await loadImage(bytes).catch(() => {
    throw new AppError('ACCOUNT_AVATAR_TYPE');
  });
  if (image.width !== size.width || image.height !== size.height) throw new AppError('ACCOUNT_AVATAR_TYPE');
  const side = Math.min(image.width, image.height);
  const left = (image.width - side) / 2;
  const top = (image.height - side) / 2;
  const out = new Map<number, Buffer>();
  for (const px of AVATAR_SIZES) {
    const canvas = createCanvas(px, px);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, left, top, side, side, 0, 0, px, px);
    out.set(px, await canvas.encode('png'));
  }
  return out;
}
