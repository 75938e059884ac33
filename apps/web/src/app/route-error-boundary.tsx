import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/route-error-page';

/**
 * Catches what a page throws while rendering, including a page chunk that still fails after the
 * one reload (lazy-page.ts), and shows the reload page instead of a blank screen. `resetKey`
 * (the path) clears the error when the member navigates elsewhere.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    console.error(error); // the production error log of spec point 9 reads the console
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    return this.state.failedAt !== null ? <RouteErrorPage /> : this.props.children;
  }
}
