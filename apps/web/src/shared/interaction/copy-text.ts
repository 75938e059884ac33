import { i18next } from '../i18n/i18n';
import { toast } from '../ui/overlay-store';

/**
 * Copies text and tells the member how it went ('Copied' / 'Copy failed'). Resolves whether it worked.
 * The async Clipboard API needs a secure context and may be refused; the old textarea route still works
 * over plain http (intranet deployments) and in older embedded browsers.
 */
export async function copyText(text: string): Promise<boolean> {
  const copied = (await writeWithClipboardApi(text)) || copyWithTextarea(text);
  if (copied) toast.success(i18next.t('interaction.copied'));
  else toast.error(i18next.t('interaction.copyFailed'));
  return copied;
}

async function writeWithClipboardApi(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // permission refused or document not focused: try the fallback
  }
}

function copyWithTextarea(text: string): boolean {
  const previous = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only and off-screen so no keyboard pops up on touch devices and the page does not jump.
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus?.();
  }
}
