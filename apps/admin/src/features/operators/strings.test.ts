import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { operatorsEnUS } from './strings.en-us';
import { operatorsZhCN } from './strings.zh-cn';

describe('the operators screen’s strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(operatorsZhCN, operatorsEnUS);
  });
});
