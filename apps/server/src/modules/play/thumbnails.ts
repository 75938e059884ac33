import type { Locale } from '@cloudphone/contract';
import { LRUCache } from 'lru-cache';
import { DeviceRefused, isH264, type DeviceDriver } from '../../devices/driver.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../infra/clock.js';
import type { AuthContext } from '../auth/sessions.service.js';
import type { PlayService } from './play.service.js';

/** A picture younger than this is served again: the list polls, several tabs poll, one render serves them. */
const FRESH_MS = 2000;
/** A device that sends no picture within this is treated as offline for the thumbnail. */
const FIRST_FRAME_TIMEOUT_MS = 5000;

/**
 * Live thumbnails for the phone list: the current screen of a running phone as a small JPEG, from
 * a stream opened just for it (the driver interface is the same for every kind of device). Renders
 * are shared while fresh and while under way.
 */
export function createThumbnails({ play, driver, clock }: { play: PlayService; driver: DeviceDriver; clock: Clock }) {
  const cache = new LRUCache<string, { at: number; jpeg: Promise<Buffer> }>({ max: 5000 });

  async function firstPicture(owlId: string, maxSize: number): Promise<Buffer> {
    const stream = await driver.openStream(owlId, { maxSize, fps: 1 });
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new DeviceRefused('offline')), FIRST_FRAME_TIMEOUT_MS);
        stream.onFrame((frame) => {
          if (isH264(frame)) return;
          clearTimeout(timer);
          resolve(frame.jpeg);
        });
      });
    } finally {
      stream.close();
    }
  }

  return {
    /** The phone's screen now, for anyone who may see the phone (a view-only grantee too). */
    async get(auth: AuthContext, phoneId: number, maxSize: number, locale: Locale): Promise<Buffer> {
      const phone = await play.visiblePhone(auth.memberId, phoneId);
      await play.ensurePlayable(phone, locale);
      const key = `${phone.owlId}:${maxSize}`;
      const now = clock.now().getTime();
      const cached = cache.get(key);
      if (cached && now - cached.at < FRESH_MS) return cached.jpeg;
      // The device refusing (gone offline since the check) reads as offline, not as a server fault.
      const jpeg = firstPicture(phone.owlId, maxSize).catch((error: unknown) => {
        throw error instanceof DeviceRefused ? new AppError('PLAY_OFFLINE') : error;
      });
      cache.set(key, { at: now, jpeg });
      jpeg.catch(() => cache.get(key)?.jpeg === jpeg && cache.delete(key));
      return jpeg;
    },
  };
}
export type Thumbnails = ReturnType<typeof createThumbnails>;
