/**
 * Phone images (decision 028): an image is an Android version on a chip. The images a chip can
 * run are those the specs on sale name for it (phone_configurations, enabled), and its newest is
 * the highest Android version among them; a phone on an older one can be upgraded in place.
 */

/** An Android version's parts as numbers ('12.1' → [12, 1]); a part that is not a number counts as -1. */
const partsOf = (version: string) => version.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : -1));

/** Compares Android versions part by part, as numbers: '9' < '10' < '12' < '12.1'. Negative when `a` is older. */
export function compareAndroidVersions(a: string, b: string): number {
  const [x, y] = [partsOf(a), partsOf(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The newest Android version of each chip among the images given. */
export function newestByChip(images: ReadonlyArray<{ chip: string; androidVersion: string }>): Map<string, string> {
  const newest = new Map<string, string>();
  for (const { chip, androidVersion } of images) {
    const current = newest.get(chip);
    if (current === undefined || compareAndroidVersions(androidVersion, current) > 0) newest.set(chip, androidVersion);
  }
  return newest;
}

/** The image a phone would be upgraded to, or null when it already runs its chip's newest (or its chip has none on sale). */
export function upgradeTarget(phone: { chip: string; androidVersion: string }, newest: ReadonlyMap<string, string>): string | null {
  const target = newest.get(phone.chip);
  return target !== undefined && compareAndroidVersions(target, phone.androidVersion) > 0 ? target : null;
}
