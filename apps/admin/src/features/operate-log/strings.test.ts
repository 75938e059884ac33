import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { operateLogEnUS } from './strings.en-us';
import { operateLogZhCN } from './strings.zh-cn';

describe('the audit-log screen’s strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(operateLogZhCN, operateLogEnUS);
  });
});
