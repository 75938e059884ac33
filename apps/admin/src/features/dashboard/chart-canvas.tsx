import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartType,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what the dashboard draws (line and bar charts on category / linear axes): chart.js
// tree-shakes the rest (docs/decisions/034-chart-js-for-the-dashboard.md).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip, Legend);

let defaultsSet = false;
/**
 * The console's look, once: canvas text cannot read CSS variables, so the font is resolved from
 * `--cp-font`; animations are short, and off for those who asked the system for less motion.
 */
function applyConsoleDefaults() {
  if (defaultsSet) return;
  defaultsSet = true;
  const family = getComputedStyle(document.documentElement).getPropertyValue('--cp-font').trim();
  if (family) Chart.defaults.font.family = family;
  Chart.defaults.color = 'rgba(0, 0, 0, 0.65)';
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (reduced) Chart.defaults.animation = false;
  else if (Chart.defaults.animation) Chart.defaults.animation.duration = 400;
}

interface ChartCanvasProps<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** What the chart shows, for screen readers (the canvas has no text of its own). */
  label: string;
  height: number;
  testId?: string;
}

/**
 * A chart.js chart on a canvas that follows its box's width. A new config (other data, another
 * language) replaces the chart. Where the browser cannot draw on a canvas (a test's jsdom), only
 * the labelled canvas is left.
 */
export function ChartCanvas<T extends ChartType>({ config, label, height, testId }: ChartCanvasProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element?.getContext?.('2d')) return;
    applyConsoleDefaults();
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="adm-dashboard__chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
