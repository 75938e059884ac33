import type { FrameConfig, StreamInput } from '@cloudphone/contract';

export interface Size {
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How a frame is shown: its buffer size, and whether it is turned a quarter clockwise to show
 * (a landscape screen sent as a portrait buffer: rotation 1 with width < height). Buffers already
 * in their shown orientation are drawn as they are.
 */
export interface Display {
  buffer: Size;
  isTurned: boolean;
  /** The picture as the member sees it. */
  shown: Size;
}

export function displayOf(config: Pick<FrameConfig, 'width' | 'height' | 'rotation'>): Display {
  const buffer = { width: config.width, height: config.height };
  const isTurned = config.rotation === 1 && config.height > config.width;
  return { buffer, isTurned, shown: isTurned ? { width: config.height, height: config.width } : buffer };
}

/** Where a picture of `shown` size sits in an element box with object-fit: contain (bars left/right or top/bottom). */
export function containBox(element: Box, shown: Size): Box {
  const scale = Math.min(element.width / shown.width, element.height / shown.height);
  const width = shown.width * scale;
  const height = shown.height * scale;
  return { left: element.left + (element.width - width) / 2, top: element.top + (element.height - height) / 2, width, height };
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * A pointer position (client px) → the phone's screen coordinates, normalised 0..1 on the frame
 * buffer. `null` when the point is on a letterbox bar, outside the picture. `clamp` keeps a
 * finger that slides off the edge during a swipe on the edge instead.
 */
export function toScreenPoint(
  clientX: number,
  clientY: number,
  element: Box,
  display: Display,
  clamp = false,
): { x: number; y: number } | null {
  const picture = containBox(element, display.shown);
  let u = (clientX - picture.left) / picture.width;
  let v = (clientY - picture.top) / picture.height;
  if (!clamp && (u < 0 || u > 1 || v < 0 || v > 1)) return null;
  u = clamp01(u);
  v = clamp01(v);
  // Shown turned a quarter clockwise: shown (u, v) is buffer (v, 1 − u).
  return display.isTurned ? { x: v, y: 1 - u } : { x: u, y: v };
}

/**
 * Browser pointer ids (any integers, a new one per touch) → the contract's finger ids 0..9,
 * the lowest free one first, so multi-touch fingers stay apart and ids are reused.
 */
export class FingerIds {
  private readonly byPointer = new Map<number, number>();

  acquire(pointerId: number): number | null {
    const known = this.byPointer.get(pointerId);
    if (known !== undefined) return known;
    const used = new Set(this.byPointer.values());
    for (let id = 0; id <= 9; id += 1) {
      if (!used.has(id)) {
        this.byPointer.set(pointerId, id);
        return id;
      }
    }
    return null; // an eleventh finger is ignored
  }

  get(pointerId: number): number | undefined {
    return this.byPointer.get(pointerId);
  }

  release(pointerId: number): number | undefined {
    const id = this.byPointer.get(pointerId);
    this.byPointer.delete(pointerId);
    return id;
  }

  /** Fingers still down (to lift them when the player loses the pointer or closes). */
  active(): Array<[pointerId: number, id: number]> {
    return [...this.byPointer.entries()];
  }
}

/** Input without its seq: the session numbers it when sending. */
export type InputWithoutSeq = StreamInput extends infer T ? (T extends StreamInput ? Omit<T, 'seq'> : never) : never;

/**
 * A key pressed while the player has focus that is not text → phone input: Escape is Android's
 * back, Enter a new line, Backspace deletes. Text itself (letters, and what an input method
 * composes, such as Chinese) arrives as input events and is sent by `textOf`. Keys with
 * Ctrl/Meta/Alt stay with the browser (copy, shortcuts), and so does everything else.
 */
export function keyToInput(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>): InputWithoutSeq | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === 'Escape') return { type: 'key', key: 'back' };
  if (event.key === 'Enter') return { type: 'text', text: '\n' };
  if (event.key === 'Backspace') return { type: 'key', key: 'del' };
  return null;
}

/**
 * The text an input event typed, to send to the phone: a character typed directly, or a whole
 * composition when an input method finishes one (compositionend). Events while composing are the
 * input method's own and send nothing.
 */
export function textOf(event: { inputType?: string; data: string | null; isComposing?: boolean }): string | null {
  if (event.isComposing || !event.data) return null;
  return event.inputType === undefined || event.inputType === 'insertText' ? event.data : null;
}
