import { describe, it } from 'vitest';
import { expectLocalePair } from '../../../shared/testing/locale-pair';
import { settingEnUS } from './setting.en-us';
import { settingZhCN } from './setting.zh-cn';

describe('the "setting" locale module', () => {
  it('has the same keys and placeholders in both languages, each in its own language', () => {
    expectLocalePair(settingZhCN, settingEnUS);
  });
});
