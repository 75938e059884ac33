import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage';
import { loadChunk } from './lazy-part';

describe('loadChunk (stale deploy recovery)', () => {
  it('reloads the page once when a chunk fails to load', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const pending = loadChunk('login', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      storage,
      reload,
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.has('cp:chunk-reload:login')).toBe(true);
    void pending;
  });

  it('fails instead of reloading again when the same page failed right after a reload', async () => {
    const storage = memoryStorage();
    storage.setItem('cp:chunk-reload:login', '1');
    const reload = vi.fn();
    await expect(loadChunk('login', () => Promise.reject(new Error('gone')), { storage, reload })).rejects.toThrow('gone');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears the flag after a successful load, so a later deploy can reload again', async () => {
    const storage = memoryStorage();
    storage.setItem('cp:chunk-reload:login', '1');
    await expect(loadChunk('login', () => Promise.resolve('module'), { storage, reload: vi.fn() })).resolves.toBe('module');
    expect(storage.map.has('cp:chunk-reload:login')).toBe(false);
  });
});
