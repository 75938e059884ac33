import { describe, expect, it } from 'vitest';
import { hasPermission, hasRole } from './check-access';

describe('hasPermission', () => {
  it('passes with any one listed tag and fails without', () => {
    expect(hasPermission(['phones:phone:list', 'phones:phone:reboot'], ['phones:phone:reboot', 'x:y:z'])).toBe(true);
    expect(hasPermission(['phones:phone:list'], ['phones:phone:reboot'])).toBe(false);
    expect(hasPermission([], ['phones:phone:reboot'])).toBe(false);
  });

  it('passes everything with the wildcard', () => {
    expect(hasPermission(['*:*:*'], ['anything:at:all'])).toBe(true);
  });

  it('skips the check when the list contains ignore', () => {
    expect(hasPermission([], ['ignore'])).toBe(true);
    expect(hasPermission([], ['phones:phone:reboot', 'ignore'])).toBe(true);
  });

  it('throws for an empty list, telling the developer to set it', () => {
    expect(() => hasPermission(['*:*:*'], [])).toThrow(/permission tags/);
  });
});

describe('hasRole', () => {
  it('passes with any one listed role and fails without', () => {
    expect(hasRole(['ROLE_DEFAULT'], ['owner', 'ROLE_DEFAULT'])).toBe(true);
    expect(hasRole(['ROLE_DEFAULT'], ['owner'])).toBe(false);
  });

  it('lets admin pass every role check', () => {
    expect(hasRole(['admin'], ['owner'])).toBe(true);
  });

  it('throws for an empty list', () => {
    expect(() => hasRole(['admin'], [])).toThrow(/roles/);
  });
});
