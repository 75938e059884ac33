import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from './i18n';
import { LanguageSwitch } from './language-switch';
import type * as LocaleModule from './locale';

const changeLocale = vi.hoisted(() => vi.fn());
vi.mock('./locale', async (original) => ({ ...(await original<typeof LocaleModule>()), changeLocale }));

// hydrateRoot is driven by hand here, not through Testing Library, which sets this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(async () => {
  changeLocale.mockClear();
  initI18n();
  await i18next.changeLanguage('zh-CN');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The switch as the server sends it pre-rendered, then hydrated, with `clicked` focused in between. */
function hydrateAfterClicking(clicked?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<LanguageSwitch />);
  document.body.append(container);
  // A click on markup without handlers only focuses the button.
  if (clicked) container.querySelector<HTMLButtonElement>(`[data-testid="${clicked}"]`)!.focus();
  act(() => {
    root = hydrateRoot(container, <LanguageSwitch />);
  });
}

describe('language switch on a pre-rendered page', () => {
  it('switches to the language clicked before hydration once the page is live', () => {
    hydrateAfterClicking('language-en-US');
    expect(changeLocale).toHaveBeenCalledExactlyOnceWith('en-US');
  });

  it('changes nothing when nothing, or the current language, was clicked before hydration', () => {
    hydrateAfterClicking();
    hydrateAfterClicking('language-zh-CN');
    expect(changeLocale).not.toHaveBeenCalled();
  });
});
