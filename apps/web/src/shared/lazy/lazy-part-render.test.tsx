import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

const Hello = () => <p>hello</p>;
const mount = (Part: ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </Boundary>,
  );
afterEach(cleanup);

describe('lazyPart', () => {
  it('shows the part once it and what comes alongside have loaded, downloading once for preload and render', async () => {
    const loader = vi.fn(async () => Hello);
    let strings = false;
    const part = lazyPart('hello', loader, {
      onFailure: 'retry',
      alongside: () => new Promise<void>((resolve) => setTimeout(() => ((strings = true), resolve()), 20)),
    });
    part.preload();
    mount(part.Component);
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(strings).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed download, so the next attempt fetches again (retry)', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const part = lazyPart('flaky', loader as () => Promise<typeof Hello>, { onFailure: 'retry' });
    part.preload();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(loader).toHaveBeenCalledTimes(1);
    mount(part.Component);
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows nothing for an optional part that cannot load (hide)', async () => {
    const part = lazyPart('optional', () => Promise.reject(new Error('gone')), { onFailure: 'hide' });
    const { container } = mount(part.Component);
    await vi.waitFor(() => expect(container.textContent).toBe(''));
    expect(screen.queryByText('failed')).toBeNull();
  });
});
