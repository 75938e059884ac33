import { createHash } from 'node:crypto';
import { brandImagesApi } from '@cloudphone/contract';
import { probeImage } from '../../infra/image-probe.js';
import { AppError } from '../../http/app-error.js';
import { StorageNotFound, type StorageProvider } from '../../providers/storage/index.js';

const storageKey = (fileName: string) => `brand/${fileName}`;

/**
 * Branding images (favicon, logo, sign-in background) the operator uploads. What a file is comes
 * from its bytes: a PNG or JPEG signature with a plausible size, then a decode that succeeds (the
 * name and type the browser sent say nothing). It is stored as uploaded (no re-encoding: a JPEG
 * keeps its orientation and quality, a PNG its transparency) under the hash of its bytes, so a
 * URL's bytes never change and are cached for good; it is served only as the type it was found to be.
 */
export function createBrandImages(storage: StorageProvider) {
  return {
    async store(bytes: Buffer): Promise<{ url: string }> {
      const probed = await probeImage(bytes);
      if (!probed) throw new AppError('BRAND_IMAGE_TYPE');
      const png = probed.kind === 'png';
      const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${png ? 'png' : 'jpg'}`;
      await storage.put(storageKey(fileName), bytes);
      const path = (png ? brandImagesApi.endpoints.png : brandImagesApi.endpoints.jpg).path;
      return { url: path.replace(':fileName', fileName) };
    },

    /** A stored image's bytes; NOT_FOUND when there is none by that name. */
    async read(fileName: string): Promise<Buffer> {
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of await storage.open(storageKey(fileName))) chunks.push(chunk as Buffer);
      } catch (err) {
        if (err instanceof StorageNotFound) throw new AppError('NOT_FOUND');
        throw err;
      }
      return Buffer.concat(chunks);
    },
  };
}
export type BrandImages = ReturnType<typeof createBrandImages>;
