import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function SignInTabs() {
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  return (
    <>
      <Tabs<'password' | 'sms'>
        idPrefix="t"
        active={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: 'Password', testId: 'tab-password' },
          { key: 'sms', label: 'SMS', testId: 'tab-sms' },
        ]}
      />
      <p data-testid="panel">{tab}</p>
    </>
  );
}

// hydrateRoot is driven by hand here, not through Testing Library, which sets this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The page as the server sends it pre-rendered, before any script runs. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInTabs />);
  document.body.append(container);
  const tab = (id: string) => container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!;
  return { container, tab, panel: () => container.querySelector('[data-testid="panel"]')!.textContent };
}

describe('tabs on a pre-rendered page', () => {
  it('switches to the tab clicked before hydration once the page is live', () => {
    const page = prerendered();
    // A click on markup without handlers only focuses the button.
    page.tab('tab-sms').focus();
    act(() => {
      root = hydrateRoot(page.container, <SignInTabs />);
    });
    expect(page.panel()).toBe('sms');
    expect(page.tab('tab-sms').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the first tab when nothing was clicked before hydration', () => {
    const page = prerendered();
    act(() => {
      root = hydrateRoot(page.container, <SignInTabs />);
    });
    expect(page.panel()).toBe('password');
  });
});
