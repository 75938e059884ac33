// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { useOverlay } from '../ui/overlay-store';
import { copyText } from './copy-text';

const toasts = () => useOverlay.getState().flashes.map((f) => `${f.tone}:${f.text}`);

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

function stubExecCommand(result: boolean | 'throw') {
  const seen: string[] = [];
  const exec = vi.fn((command: string) => {
    seen.push((document.activeElement as HTMLTextAreaElement | null)?.value ?? '');
    if (result === 'throw') throw new Error('no');
    return command === 'copy' && result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return { exec, seen };
}

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
});
afterEach(() => {
  useOverlay.setState({ flashes: [] });
  stubClipboard(undefined);
});

describe('copyText', () => {
  it('writes through the Clipboard API and says 已复制', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const { exec } = stubExecCommand(true);
    await expect(copyText('owl-123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('owl-123');
    expect(exec).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['success:已复制']);
  });

  it('falls back to a selected textarea when the API is refused, and cleans it up', async () => {
    stubClipboard(async () => Promise.reject(new Error('denied')));
    const { seen } = stubExecCommand(true);
    await expect(copyText('fallback text')).resolves.toBe(true);
    expect(seen).toEqual(['fallback text']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(toasts()).toEqual(['success:已复制']);
  });

  it('says 复制失败 when nothing works', async () => {
    stubExecCommand('throw');
    await expect(copyText('x')).resolves.toBe(false);
    expect(toasts()).toEqual(['error:复制失败']);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
