import { describe, expect, it } from 'vitest';
import { containBox, displayOf, FingerIds, keyToInput, textOf, toScreenPoint } from './input-map';

const portrait = displayOf({ width: 720, height: 1280, rotation: 0 });
const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...mods,
});

describe('pointer → normalised screen point', () => {
  it('maps a point on a picture that fills its element exactly', () => {
    const element = { left: 100, top: 50, width: 360, height: 640 };
    expect(toScreenPoint(100, 50, element, portrait)).toEqual({ x: 0, y: 0 });
    expect(toScreenPoint(280, 370, element, portrait)).toEqual({ x: 0.5, y: 0.5 });
    expect(toScreenPoint(460, 690, element, portrait)).toEqual({ x: 1, y: 1 });
  });

  it('leaves out the letterbox bars of a wider element (object-fit: contain)', () => {
    // 720×1280 in 800×640: drawn 360×640, centred, bars of 220 px left and right.
    const element = { left: 0, top: 0, width: 800, height: 640 };
    expect(containBox(element, portrait.shown)).toEqual({ left: 220, top: 0, width: 360, height: 640 });
    expect(toScreenPoint(100, 300, element, portrait)).toBeNull();
    expect(toScreenPoint(220 + 90, 160, element, portrait)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('leaves out bars above and below in a taller element', () => {
    const landscape = displayOf({ width: 1280, height: 720, rotation: 1 });
    const element = { left: 0, top: 0, width: 640, height: 1000 };
    // 1280×720 in 640×1000: drawn 640×360 from y = 320.
    expect(toScreenPoint(320, 100, element, landscape)).toBeNull();
    expect(toScreenPoint(320, 500, element, landscape)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('clamps a swipe that slides off the picture to its edge instead of dropping it', () => {
    const element = { left: 0, top: 0, width: 360, height: 640 };
    expect(toScreenPoint(-40, 700, element, portrait, true)).toEqual({ x: 0, y: 1 });
  });

  it('turns a landscape screen sent as a portrait buffer, and maps back to buffer coordinates', () => {
    const turned = displayOf({ width: 720, height: 1280, rotation: 1 });
    expect(turned).toMatchObject({ isTurned: true, shown: { width: 1280, height: 720 } });
    const element = { left: 0, top: 0, width: 1280, height: 720 };
    // Shown top-left is the buffer's bottom-left; shown top-right is the buffer's top-left.
    expect(toScreenPoint(0, 0, element, turned)).toEqual({ x: 0, y: 1 });
    expect(toScreenPoint(1280, 0, element, turned)).toEqual({ x: 0, y: 0 });
    expect(toScreenPoint(320, 540, element, turned)).toEqual({ x: 0.75, y: 0.75 });
  });

  it('draws a landscape buffer as it is', () => {
    expect(displayOf({ width: 1280, height: 720, rotation: 1 })).toMatchObject({ isTurned: false, shown: { width: 1280, height: 720 } });
  });
});

describe('finger ids for multi-touch', () => {
  it('gives each pointer the lowest free id 0..9 and reuses ids after release', () => {
    const ids = new FingerIds();
    expect(ids.acquire(57)).toBe(0);
    expect(ids.acquire(58)).toBe(1);
    expect(ids.acquire(57)).toBe(0);
    expect(ids.release(57)).toBe(0);
    expect(ids.acquire(90)).toBe(0);
    expect(ids.get(58)).toBe(1);
  });

  it('ignores an eleventh finger', () => {
    const ids = new FingerIds();
    for (let p = 0; p < 10; p += 1) ids.acquire(100 + p);
    expect(ids.acquire(200)).toBeNull();
    expect(ids.active()).toHaveLength(10);
  });
});

describe('keyboard → input', () => {
  it('sends Enter as a new line, Escape as back and Backspace as delete; text comes from input events', () => {
    expect(keyToInput(key('Enter'))).toEqual({ type: 'text', text: '\n' });
    expect(keyToInput(key('Escape'))).toEqual({ type: 'key', key: 'back' });
    expect(keyToInput(key('Backspace'))).toEqual({ type: 'key', key: 'del' });
    expect(keyToInput(key('a'))).toBeNull();
  });

  it('types what an input event inserts, and a finished composition, but nothing mid-composition', () => {
    expect(textOf({ inputType: 'insertText', data: 'a' })).toBe('a');
    expect(textOf({ inputType: 'insertText', data: '你好' })).toBe('你好');
    expect(textOf({ inputType: 'insertCompositionText', data: 'ni', isComposing: true })).toBeNull();
    expect(textOf({ inputType: 'insertCompositionText', data: '你' })).toBeNull();
    expect(textOf({ inputType: 'deleteContentBackward', data: null })).toBeNull();
    // compositionend carries no inputType: its data is the composed text.
    expect(textOf({ data: '你好' })).toBe('你好');
  });

  it('leaves shortcuts, composition and keys the contract has no input for to the browser', () => {
    expect(keyToInput(key('c', { ctrlKey: true }))).toBeNull();
    expect(keyToInput(key('v', { metaKey: true }))).toBeNull();
    expect(keyToInput(key('a', { isComposing: true }))).toBeNull();
    expect(keyToInput(key('ArrowLeft'))).toBeNull();
    expect(keyToInput(key('Tab'))).toBeNull();
  });
});
