import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { Authorized } from './authorized';
import { HasRole } from './has-role';
import { useHasPermission } from './use-access';

const grant = (roles: string[], permissions: string[]) => act(() => useSession.setState({ roles, permissions }));

afterEach(() => {
  cleanup();
  useSession.setState({ roles: [], permissions: [] });
});

describe('<Authorized>', () => {
  it('shows its children only with a matching permission', () => {
    grant([], ['phones:phone:list']);
    render(
      <>
        <Authorized permissions={['phones:phone:list']}>
          <span data-testid="allowed" />
        </Authorized>
        <Authorized permissions={['phones:phone:reboot']} fallback={<span data-testid="fallback" />}>
          <span data-testid="denied" />
        </Authorized>
      </>,
    );
    expect(screen.queryByTestId('allowed')).not.toBeNull();
    expect(screen.queryByTestId('denied')).toBeNull();
    expect(screen.queryByTestId('fallback')).not.toBeNull();
  });

  it('follows the session when permissions arrive later', () => {
    render(
      <Authorized permissions={['phones:phone:reboot']}>
        <span data-testid="reboot" />
      </Authorized>,
    );
    expect(screen.queryByTestId('reboot')).toBeNull();
    grant([], ['*:*:*']);
    expect(screen.queryByTestId('reboot')).not.toBeNull();
  });
});

describe('<HasRole>', () => {
  it('shows its children for a listed role or admin only', () => {
    grant(['ROLE_DEFAULT'], []);
    const { rerender } = render(
      <HasRole roles={['owner']}>
        <span data-testid="owner-only" />
      </HasRole>,
    );
    expect(screen.queryByTestId('owner-only')).toBeNull();
    grant(['admin'], []);
    rerender(
      <HasRole roles={['owner']}>
        <span data-testid="owner-only" />
      </HasRole>,
    );
    expect(screen.queryByTestId('owner-only')).not.toBeNull();
  });
});

describe('useHasPermission', () => {
  it('throws for an empty list', () => {
    expect(() => renderHook(() => useHasPermission([]))).toThrow(/permission tags/);
  });
});
