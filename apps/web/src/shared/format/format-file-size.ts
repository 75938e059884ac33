const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people (spec point 9): base 1024, two decimals from KB up, TB at most. Bad input reads as '0 B'. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(2)} ${UNITS[unit]}`;
}
