// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import script from '../../../public/paint-first.js?raw';
import { PAGE_LIVE_EVENT } from './page-live';

/** The painted page before it is live: public/paint-first.js running, a React-like listener on #root. */
function paintedPage(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const root = document.getElementById('root')!;
  const handled: string[] = [];
  // React listens on the root container; what reaches it counts as handled.
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    // A router link navigates in the page, as React Router's does.
    if (target.closest('a')) event.preventDefault();
    handled.push(target.id);
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    handled.push(`submit:${(event.target as Element).id}`);
  });
  new Function(script)();
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const live = async () => {
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { handled, click, live };
}

let page: ReturnType<typeof paintedPage> | undefined;
afterEach(async () => {
  await page?.live();
  page = undefined;
  document.body.replaceChildren();
});

describe('clicks on the painted page before it is live', () => {
  it('holds a button click and replays it once the page is live', async () => {
    page = paintedPage('<button id="tab-sms" type="button">SMS</button>');
    expect(page.click('tab-sms')).toBe(true);
    expect(page.handled).toEqual([]);
    await page.live();
    expect(page.handled).toEqual(['tab-sms']);
  });

  it('keeps a link or a submit button from leaving the page, then replays it', async () => {
    page = paintedPage(
      '<a id="link-register" href="/app/register"><span id="inner">Register</span></a>' +
        '<form id="form"><input id="phone"><button id="submit">Sign in</button></form>',
    );
    expect(page.click('inner')).toBe(true);
    expect(page.click('submit')).toBe(true);
    await page.live();
    // The submit button's replayed click submits its form, as a live click would.
    expect(page.handled).toEqual(['link-register', 'submit', 'submit:form']);
  });

  it('replays clicks in order, once for a double click, and drops a node the render replaced', async () => {
    page = paintedPage(
      '<button id="a" type="button"></button><button id="b" type="button"></button><button id="c" type="button"></button>',
    );
    page.click('a');
    page.click('b');
    page.click('b');
    page.click('c');
    document.getElementById('c')!.remove();
    await page.live();
    expect(page.handled).toEqual(['a', 'b']);
  });

  it('leaves typing and ticking to the fields themselves', async () => {
    page = paintedPage('<label><input id="agree" type="checkbox"> agree</label><input id="phone">');
    expect(page.click('agree')).toBe(false);
    expect((document.getElementById('agree') as HTMLInputElement).checked).toBe(true);
    expect(page.handled).toEqual(['agree']);
  });

  it('submits a form sent before the page was live (Enter with no submit button)', async () => {
    page = paintedPage('<form id="form"><input id="phone"></form>');
    const form = document.getElementById('form') as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(page.handled).toEqual([]);
    await page.live();
    expect(page.handled).toEqual(['submit:form']);
  });

  it('steps aside once the page is live', async () => {
    page = paintedPage('<button id="a" type="button"></button>');
    await page.live();
    expect(page.click('a')).toBe(false);
    expect(page.handled).toEqual(['a']);
  });
});
