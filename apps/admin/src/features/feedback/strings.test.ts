import { expectLocalePair } from '@web/shared/testing/locale-pair';
import { describe, it } from 'vitest';
import { feedbackEnUS } from './strings.en-us';
import { feedbackZhCN } from './strings.zh-cn';

describe('the feedback screens’ strings', () => {
  it('have the same keys and placeholders in both languages, and no Chinese left in the English', () => {
    expectLocalePair(feedbackZhCN, feedbackEnUS);
  });
});
