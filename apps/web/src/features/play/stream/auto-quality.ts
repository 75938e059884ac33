import { STREAM_FPS_MAX } from '@cloudphone/contract';
import type { StreamStats } from './stream-stats';

/** A stream quality: the long side of the picture in pixels and frames per second (the `quality` input). */
export interface QualityLevel {
  maxSize: number;
  fps: number;
}

export type QualityMode = 'auto' | 'hd' | 'sd' | 'smooth';
export const QUALITY_MODES: QualityMode[] = ['auto', 'hd', 'sd', 'smooth'];

/** The fixed choices: HD sharp, SD lighter, smooth the smallest picture for weak links. */
export const QUALITY_PRESETS: Record<Exclude<QualityMode, 'auto'>, QualityLevel> = {
  hd: { maxSize: 1280, fps: STREAM_FPS_MAX },
  sd: { maxSize: 960, fps: 25 },
  smooth: { maxSize: 640, fps: 20 },
};

/** Automatic quality steps along this ladder, best first. */
export const AUTO_LADDER: QualityLevel[] = [
  { maxSize: 1280, fps: 30 },
  { maxSize: 960, fps: 30 },
  { maxSize: 720, fps: 25 },
  { maxSize: 540, fps: 20 },
  { maxSize: 360, fps: 15 },
];

/** Where automatic quality starts: one step below the best, so a slow link does not start by choking. */
export const AUTO_START = 1;

/** Thresholds, per one-second sample. */
export const AUTO_RULES = {
  /** Frames skipped in a window that say decoding or drawing is behind. */
  droppedHigh: 3,
  /** Input-to-frame latency that says the link is congested. */
  rttHighMs: 400,
  /** A link is healthy below this latency (and with nothing dropped). */
  rttGoodMs: 200,
  /** Bad samples in a row before stepping down (one spike is not a trend). */
  badToStepDown: 2,
  /** Good samples in a row before trying one step up. */
  goodToStepUp: 8,
  /** Samples to wait after any change before judging again (the new quality needs time to show). */
  settle: 3,
} as const;

export interface AutoQualityState {
  level: number;
  bad: number;
  good: number;
  /** Samples still to wait after a change. */
  settle: number;
}

export const initialAutoQuality = (level = AUTO_START): AutoQualityState => ({ level, bad: 0, good: 0, settle: 0 });

/**
 * One step of automatic quality, given the last second's stats: step down (lower resolution and
 * frame rate) after a few bad seconds in a row — frames skipped because decoding or drawing is
 * behind, or a high input latency — and step back up after a longer run of good ones. Pure: the
 * player sends a `quality` input when `level` changes.
 */
export function nextAutoQuality(state: AutoQualityState, stats: Pick<StreamStats, 'droppedInWindow' | 'rttMs'>): AutoQualityState {
  if (state.settle > 0) return { ...state, settle: state.settle - 1, bad: 0, good: 0 };
  const isBad = stats.droppedInWindow >= AUTO_RULES.droppedHigh || (stats.rttMs !== null && stats.rttMs > AUTO_RULES.rttHighMs);
  const isGood = stats.droppedInWindow === 0 && (stats.rttMs === null || stats.rttMs < AUTO_RULES.rttGoodMs);
  if (isBad) {
    const bad = state.bad + 1;
    if (bad >= AUTO_RULES.badToStepDown && state.level < AUTO_LADDER.length - 1) {
      return { level: state.level + 1, bad: 0, good: 0, settle: AUTO_RULES.settle };
    }
    return { ...state, bad, good: 0 };
  }
  if (isGood) {
    const good = state.good + 1;
    if (good >= AUTO_RULES.goodToStepUp && state.level > 0) return { level: state.level - 1, bad: 0, good: 0, settle: AUTO_RULES.settle };
    return { ...state, good, bad: 0 };
  }
  return { ...state, bad: 0, good: 0 };
}

/** The level a mode asks for now. */
export const qualityFor = (mode: QualityMode, auto: AutoQualityState): QualityLevel =>
  mode === 'auto' ? AUTO_LADDER[auto.level]! : QUALITY_PRESETS[mode];
