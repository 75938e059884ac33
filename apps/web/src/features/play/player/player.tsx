import {
  useRef,
  type ClipboardEvent,
  type CompositionEvent,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { PlaySession } from '../stream/play-session';
import { FingerIds, keyToInput, textOf, toScreenPoint, type Display } from './input-map';

interface PlayerProps {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  session: PlaySession | null;
  display: Display | null;
  /** View-only, or not live: the picture shows, input goes nowhere. */
  isInputEnabled: boolean;
  label: string;
  /** Overlays over the picture (connecting, errors, stats). */
  children?: ReactNode;
}

const boxOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

/**
 * The phone's screen: a canvas the stream draws on, sized to the frame's aspect (CSS
 * aspect-ratio, object-fit: contain), taking mouse and touch as normalised `touch` input (fingers
 * 0–9 for multi-touch) and, while focused, the keyboard as `text` (Escape is back).
 */
export function Player({ canvasRef, session, display, isInputEnabled, label, children }: PlayerProps) {
  const fingers = useRef(new FingerIds());
  const keyboardRef = useRef<HTMLTextAreaElement>(null);

  const touch = (event: PointerEvent<HTMLCanvasElement>, action: 'down' | 'move' | 'up' | 'cancel') => {
    if (!session || !display) return;
    const id =
      action === 'down'
        ? fingers.current.acquire(event.pointerId)
        : action === 'up' || action === 'cancel'
          ? fingers.current.release(event.pointerId)
          : fingers.current.get(event.pointerId);
    if (id === null || id === undefined) return;
    const point = toScreenPoint(event.clientX, event.clientY, boxOf(event.currentTarget), display, action !== 'down');
    if (!point) {
      fingers.current.release(event.pointerId);
      return;
    }
    session.send({ type: 'touch', action, x: point.x, y: point.y, id });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    // The keyboard goes to the hidden field, where an input method (Chinese, say) can compose.
    keyboardRef.current?.focus({ preventScroll: true });
    if (!isInputEnabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    touch(event, 'down');
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (fingers.current.get(event.pointerId) !== undefined) touch(event, 'move');
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (fingers.current.get(event.pointerId) !== undefined) touch(event, 'up');
  };
  // The browser took the gesture over (a system gesture, the page scrolling): the phone must not
  // see a tap or a swipe end there.
  const onPointerCancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (fingers.current.get(event.pointerId) !== undefined) touch(event, 'cancel');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isInputEnabled || !session) return;
    const input = keyToInput(event.nativeEvent);
    if (input && session.send(input)) event.preventDefault();
  };
  const sendText = (text: string | null, field: HTMLTextAreaElement) => {
    // The field only passes text on: it stays empty, so nothing builds up in it.
    if (!text) return;
    field.value = '';
    if (isInputEnabled && session) session.send({ type: 'text', text: text.slice(0, 1000) });
  };
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const native = event.nativeEvent as InputEvent;
    sendText(textOf({ inputType: native.inputType, data: native.data, isComposing: native.isComposing }), event.currentTarget);
  };
  const onCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => sendText(textOf({ data: event.data }), event.currentTarget);
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isInputEnabled || !session || !text) return;
    if (session.send({ type: 'clipboard', text: text.slice(0, 10_000) })) event.preventDefault();
  };

  const aspect = display ? `${display.shown.width} / ${display.shown.height}` : '9 / 16';
  // The width follows from the height allowed and this ratio (play.css), so the box is the picture's shape.
  const ratio = display ? display.shown.width / display.shown.height : 9 / 16;
  return (
    <div
      className="pl-player"
      role="application"
      aria-label={label}
      onPaste={onPaste}
      data-testid="play-player"
      style={{ aspectRatio: aspect, ['--pl-ratio' as string]: ratio }}
    >
      <textarea
        ref={keyboardRef}
        className="pl-keyboard"
        aria-label={label}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onKeyDown={onKeyDown}
        onInput={onInput}
        onCompositionEnd={onCompositionEnd}
        data-testid="play-keyboard"
      />
      <canvas
        ref={canvasRef}
        className="pl-canvas"
        data-testid="play-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onPointerUp}
        onContextMenu={(event) => event.preventDefault()}
      />
      {children}
    </div>
  );
}
