import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../../shared/i18n/i18n';
import { playZhCN } from '../i18n/play.zh-cn';
import { EMPTY_STATS } from '../stream/stream-stats';
import { StatsOverlay } from './stats-overlay';

beforeAll(() => {
  localStorage.setItem('locale', 'zh-CN');
  initI18n();
  i18next.addResourceBundle('zh-CN', 'translation', playZhCN, true, false);
});
afterEach(cleanup);

const fps = () => screen.getByTestId('play-stats').querySelector('[data-stat="fps"] dd')?.textContent;
const quality = { maxSize: 1280, fps: 30 };

describe('the stats overlay', () => {
  it('says idle on a still screen instead of 0 fps', () => {
    render(<StatsOverlay stats={EMPTY_STATS} display={null} quality={quality} />);
    expect(fps()).toBe('空闲（画面静止）');
  });

  it('shows the frame rate against the target while the picture moves', () => {
    render(<StatsOverlay stats={{ ...EMPTY_STATS, fps: 24 }} display={null} quality={quality} />);
    expect(fps()).toBe('24 / 30');
  });
});
