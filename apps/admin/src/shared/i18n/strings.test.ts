import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { enUS } from './en-us';
import { zhCN } from './zh-cn';

describe('the console’s strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(zhCN, enUS);
  });
});
