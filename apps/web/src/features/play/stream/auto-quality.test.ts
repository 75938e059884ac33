import { describe, expect, it } from 'vitest';
import {
  AUTO_LADDER,
  AUTO_RULES,
  AUTO_START,
  initialAutoQuality,
  nextAutoQuality,
  qualityFor,
  QUALITY_PRESETS,
  type AutoQualityState,
} from './auto-quality';

interface Sample {
  droppedInWindow: number;
  rttMs: number | null;
}
const bad: Sample = { droppedInWindow: 5, rttMs: 120 };
const slow: Sample = { droppedInWindow: 0, rttMs: 900 };
const good: Sample = { droppedInWindow: 0, rttMs: 60 };
const meh: Sample = { droppedInWindow: 1, rttMs: 300 };

const run = (state: AutoQualityState, samples: Sample[]) => samples.reduce(nextAutoQuality, state);
const times = <T>(n: number, v: T) => Array.from({ length: n }, () => v);

describe('automatic quality', () => {
  it('starts one step below the best', () => {
    expect(initialAutoQuality().level).toBe(AUTO_START);
    expect(qualityFor('auto', initialAutoQuality())).toEqual(AUTO_LADDER[AUTO_START]);
  });

  it('does not step down on a single bad second', () => {
    expect(nextAutoQuality(initialAutoQuality(), bad).level).toBe(AUTO_START);
  });

  it('steps down after bad seconds in a row, from dropped frames or from latency', () => {
    expect(run(initialAutoQuality(), times(AUTO_RULES.badToStepDown, bad)).level).toBe(AUTO_START + 1);
    expect(run(initialAutoQuality(), times(AUTO_RULES.badToStepDown, slow)).level).toBe(AUTO_START + 1);
  });

  it('waits for the new quality to settle before judging again', () => {
    const down = run(initialAutoQuality(), times(AUTO_RULES.badToStepDown, bad));
    expect(run(down, times(AUTO_RULES.settle, bad)).level).toBe(down.level);
    expect(run(down, times(AUTO_RULES.settle + AUTO_RULES.badToStepDown, bad)).level).toBe(down.level + 1);
  });

  it('never goes below the last step', () => {
    const last = AUTO_LADDER.length - 1;
    expect(run(initialAutoQuality(last), times(20, bad)).level).toBe(last);
  });

  it('steps back up after a longer run of good seconds, one step at a time', () => {
    const low = initialAutoQuality(3);
    expect(run(low, times(AUTO_RULES.goodToStepUp - 1, good)).level).toBe(3);
    expect(run(low, times(AUTO_RULES.goodToStepUp, good)).level).toBe(2);
    expect(run(initialAutoQuality(0), times(30, good)).level).toBe(0);
  });

  it('resets a good run on a middling second, and a bad run on a good one', () => {
    const low = initialAutoQuality(3);
    expect(run(low, [...times(AUTO_RULES.goodToStepUp - 1, good), meh, good]).level).toBe(3);
    expect(run(initialAutoQuality(), [bad, good, bad]).level).toBe(AUTO_START);
  });

  it('treats no latency sample yet (no input) as good when nothing drops', () => {
    expect(run(initialAutoQuality(2), times(AUTO_RULES.goodToStepUp, { droppedInWindow: 0, rttMs: null })).level).toBe(1);
  });

  it('fixed modes ask for their preset whatever the automatic state', () => {
    expect(qualityFor('hd', initialAutoQuality(4))).toEqual(QUALITY_PRESETS.hd);
    expect(qualityFor('smooth', initialAutoQuality(0))).toEqual(QUALITY_PRESETS.smooth);
  });
});
