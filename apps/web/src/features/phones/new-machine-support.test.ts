import { describe, expect, it } from 'vitest';
import { isImageLimited, splitSupported, supportsNewMachine } from './new-machine-support';
import { makePhone } from './test-phones';

describe('which phones one-click new machine and batch customization run on (spec point 5)', () => {
  it('Android 10 with Orion865 only', () => {
    expect(supportsNewMachine({ androidVersion: '10', chip: 'Orion865' })).toBe(true);
    expect(supportsNewMachine({ androidVersion: '12', chip: 'Orion865' })).toBe(false);
    expect(supportsNewMachine({ androidVersion: '10', chip: 'SD888' })).toBe(false);
  });

  it('limits new machine always, customization in a batch only, nothing else', () => {
    expect(isImageLimited('newMachine', 1)).toBe(true);
    expect(isImageLimited('customize', 1)).toBe(false);
    expect(isImageLimited('customize', 2)).toBe(true);
    expect(isImageLimited('reset', 5)).toBe(false);
    expect(isImageLimited('upgradeImage', 5)).toBe(false);
  });

  it('splits a selection in order, leaving operations that are not limited whole', () => {
    const [a, b, c] = [makePhone(1), makePhone(2, { androidVersion: '12' }), makePhone(3)];
    expect(splitSupported('newMachine', [a, b, c])).toEqual({ supported: [a, c], unsupported: [b] });
    expect(splitSupported('customize', [b])).toEqual({ supported: [b], unsupported: [] });
    expect(splitSupported('reboot', [a, b])).toEqual({ supported: [a, b], unsupported: [] });
  });
});
