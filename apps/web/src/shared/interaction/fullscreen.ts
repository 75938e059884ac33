import { i18next } from '../i18n/i18n';
import { toast } from '../ui/overlay-store';

export const isFullscreenSupported = (doc: Document = document) =>
  Boolean(doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function');

export const isFullscreen = (doc: Document = document) => Boolean(doc.fullscreenElement);

/**
 * Enters fullscreen on `target` (the whole page by default) or leaves it. Where the browser has no
 * fullscreen (iOS Safari, some embedded browsers) the member is told so (spec point 5) and nothing changes.
 * Resolves whether the page is fullscreen afterwards.
 */
export async function toggleFullscreen(target?: HTMLElement, doc: Document = document): Promise<boolean> {
  if (!isFullscreenSupported(doc)) {
    toast.warning(i18next.t('interaction.fullscreenUnsupported'));
    return false;
  }
  try {
    if (isFullscreen(doc)) await doc.exitFullscreen();
    else await (target ?? doc.documentElement).requestFullscreen();
  } catch {
    // Refused (not triggered by a click, or a permissions policy): the state simply stays as it was.
  }
  return isFullscreen(doc);
}
