/** Spec point 9: the top menu shows floor(body width / 3 / 85) items, 5 when the width is unknown. */
export const DEFAULT_TOP_MENU_COUNT = 5;

export function visibleTopMenuCount(bodyWidth: number | undefined): number {
  if (!bodyWidth || bodyWidth <= 0) return DEFAULT_TOP_MENU_COUNT;
  return Math.floor(bodyWidth / 3 / 85);
}
