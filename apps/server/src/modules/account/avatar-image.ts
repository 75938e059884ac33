import { AVATAR_SIZES } from '@cloudphone/contract';
import { createCanvas } from '@napi-rs/canvas';
import { probeImage } from '../../infra/image-probe.js';
import { AppError } from '../../http/app-error.js';

/**
 * An uploaded avatar as square PNGs of AVATAR_SIZES, centre-cropped. What it is comes from its
 * bytes: a JPEG or PNG signature with a plausible size, and then a decode that succeeds; the
 * name and declared type the browser sent say nothing. Anything else is ACCOUNT_AVATAR_TYPE.
 */
export async function renderAvatar(bytes: Buffer): Promise<Map<number, Buffer>> {
  const probed = await probeImage(bytes);
  if (!probed) throw new AppError('ACCOUNT_AVATAR_TYPE');
  const { image } = probed;
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
