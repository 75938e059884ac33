import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { fleetEnUS } from './strings.en-us';
import { fleetZhCN } from './strings.zh-cn';

describe('the fleet screens’ strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(fleetZhCN, fleetEnUS);
  });
});
