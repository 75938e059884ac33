import { LRUCache } from 'lru-cache';
import type { RenderedFrame } from './render-scene.js';
import { renderInThread } from './render-threads.js';
import type { Scene } from './scene.js';

/**
 * Pictures of identical scenes, whichever device shows them (a scene's key describes every pixel:
 * "equal keys, equal pictures"). Phones driven together by group control mostly show the same
 * screen, so 300 followers cost one render instead of 300; a few dozen entries cover the screens
 * in flight at once.
 */
const pictures = new LRUCache<string, Promise<RenderedFrame>>({ max: 64 });

/** The scene as JPEG at this size and quality, rendered once for every device showing it. */
export function renderShared(scene: Scene, key: string, maxSize: number, quality: number): Promise<RenderedFrame> {
  const id = `${maxSize}:${quality}:${key}`;
  let found = pictures.get(id);
  if (!found) {
    const rendering = renderInThread(scene, maxSize, quality);
    rendering.catch(() => pictures.get(id) === rendering && pictures.delete(id));
    pictures.set(id, rendering);
    found = rendering;
  }
  return found;
}
