import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { dictsEnUS } from './strings.en-us';
import { dictsZhCN } from './strings.zh-cn';

describe('the dictionary screens’ strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(dictsZhCN, dictsEnUS);
  });
});
