import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { configsEnUS } from './strings.en-us';
import { configsZhCN } from './strings.zh-cn';

describe('the configuration screen’s strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(configsZhCN, configsEnUS);
  });
});
