import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { Authorized, hasPermission, hasRole, HasRole, useHasPermission, useHasRole } from './index';

const grant = (roles: string[], permissions: string[]) => act(() => useSession.setState({ roles, permissions }));

afterEach(() => {
  cleanup();
  useSession.setState({ roles: [], permissions: [] });
});

describe('permission guard (spec point 6)', () => {
  it('passes with any one of the tags and fails without', () => {
    expect(hasPermission(['system:feedback:query', 'system:feedback:reply'], ['system:feedback:reply', 'x:y:z'])).toBe(true);
    expect(hasPermission(['system:feedback:query'], ['system:feedback:reply'])).toBe(false);
    expect(hasPermission([], ['system:feedback:reply'])).toBe(false);
  });

  it('passes everything with the wildcard *:*:*, and not with a partial one', () => {
    expect(hasPermission(['*:*:*'], ['trade:order:refund'])).toBe(true);
    expect(hasPermission(['trade:*:*'], ['trade:order:refund'])).toBe(false);
  });

  it('skips the check when the list contains ignore', () => {
    expect(hasPermission([], ['ignore'])).toBe(true);
    expect(hasPermission([], ['trade:order:refund', 'ignore'])).toBe(true);
  });

  it('throws a developer error for an empty list', () => {
    expect(() => hasPermission(['*:*:*'], [])).toThrow(/Set the permission tags/);
    expect(() => renderHook(() => useHasPermission([]))).toThrow(/Set the permission tags/);
  });
});

describe('role guard (spec point 6)', () => {
  it('passes with any one of the roles, and admin passes every check', () => {
    expect(hasRole(['finance'], ['ops', 'finance'])).toBe(true);
    expect(hasRole(['ops'], ['finance'])).toBe(false);
    expect(hasRole(['admin'], ['finance'])).toBe(true);
    expect(hasRole([], ['finance'])).toBe(false);
  });

  it('throws a developer error for an empty list', () => {
    expect(() => hasRole(['admin'], [])).toThrow(/Set the roles/);
    expect(() => renderHook(() => useHasRole([]))).toThrow(/Set the roles/);
  });
});

describe('<Authorized> and <HasRole>', () => {
  it('show their children only to operators who pass, following the session', () => {
    grant(['ops'], ['system:feedback:query']);
    render(
      <>
        <Authorized permissions={['system:feedback:reply']} fallback={<span data-testid="no-reply" />}>
          <button data-testid="reply" />
        </Authorized>
        <HasRole roles={['finance']}>
          <button data-testid="refund" />
        </HasRole>
      </>,
    );
    expect(screen.queryByTestId('reply')).toBeNull();
    expect(screen.queryByTestId('no-reply')).not.toBeNull();
    expect(screen.queryByTestId('refund')).toBeNull();
    grant(['admin'], ['*:*:*']);
    expect(screen.queryByTestId('reply')).not.toBeNull();
    expect(screen.queryByTestId('no-reply')).toBeNull();
    expect(screen.queryByTestId('refund')).not.toBeNull();
  });
});
