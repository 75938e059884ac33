import {
  errorCatalogue,
  FRAME_KIND,
  type PhoneSessionError,
  type StartPhoneResult,
  type StreamControl,
  type StreamErrorCode,
  type StreamInput,
} from '@cloudphone/contract';
import type { Display, InputWithoutSeq } from '../player/input-map';
import {
  AUTO_LADDER,
  initialAutoQuality,
  nextAutoQuality,
  qualityFor,
  type AutoQualityState,
  type QualityLevel,
  type QualityMode,
} from './auto-quality';
import { closeReason, isStreamErrorCode, parseControl, parseFrameConfig } from './control';
import { parseFrame, type StreamFrame } from './frame';
import { FrameRenderer } from './frame-renderer';
import { actionFor, isUnexpectedClose, reconnectDelay, type ErrorAction } from './play-errors';
import { EMPTY_STATS, StatsMeter, type StreamStats } from './stream-stats';

export type PlayPhase = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface PlayError {
  code: string;
  msg: string;
  action: ErrorAction;
}

export interface PlayState {
  phase: PlayPhase;
  /** Why the stream ended (phase ended) or is reconnecting (network). */
  error: PlayError | null;
  isViewOnly: boolean;
  idleMinutes: number | null;
  display: Display | null;
  stats: StreamStats;
  mode: QualityMode;
  quality: QualityLevel;
  phone: { status: number; powerOn: boolean } | null;
  /** The last input the stream refused (view-only, malformed), for a short notice. */
  refused: string | null;
  /**
   * Hand-over (issue 16): the owner watches while a grantee controls the phone, and may take
   * control (`takeControl`).
   */
  handover: boolean;
  /** The grantee's view while the owner has taken control: the owner's message; input is off until it is handed back. */
  controlTaken: string | null;
  /** A passing word from the stream (control handed back), for a short notice. */
  notice: string | null;
}

export interface PlaySessionDeps {
  phoneId: number;
  canvas: HTMLCanvasElement;
  startPhone(phoneId: number): Promise<StartPhoneResult>;
  reportError(report: PhoneSessionError): void;
  /** ws(s) url of the stream on the page's origin. */
  toSocketUrl(url: string): string;
  openSocket?(url: string): WebSocket;
  onScreenshot(jpeg: Blob): void;
  /** A stream error in the member's words (stream.*), for the cases the server's `msg` did not arrive. */
  messageFor(code: StreamErrorCode): string;
  mode: QualityMode;
  now?(): number;
  /**
   * Group control (the socket also carries the followers): a text message that is not the play
   * stream's own, taken when this returns true, and the frames of slots other than 0.
   */
  onText?(text: string): boolean;
  onSlotFrame?(frame: StreamFrame): void;
}

/** How long a refused input's (or a passing) notice stays over the screen. */
const REFUSED_SHOWN_MS = 3000;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));
const numericCode = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error && typeof error.code === 'number' ? error.code : null;

/**
 * What a refused `startPhone` means: no answer (0), a timeout (408) or a server fault (5xx) is the
 * network, retried by itself; a catalogue error whose message is a `stream.*` one (offline,
 * abnormal, powered off) takes that error's action; anything else (not your phone, gone) goes back.
 */
export function startFailure(error: unknown): { code: string; action: ErrorAction } {
  const code = numericCode(error);
  if (code === null || code === 0 || code === 408 || (code >= 500 && code < 600)) return { code: 'network', action: 'auto' };
  const entry = Object.values(errorCatalogue).find((e) => e.code === code);
  const key = entry?.message.startsWith('stream.') ? entry.message.slice('stream.'.length) : null;
  if (key && isStreamErrorCode(key)) return { code: key, action: actionFor(key) };
  return { code: key ?? String(code), action: 'back' };
}

/**
 * One play session of one phone: asks for a ticket, opens the stream, draws its frames, sends
 * input with an increasing seq, measures the stream once a second (and steps automatic quality),
 * and on an unexpected close reconnects by itself with backoff. React reads `state` through
 * `subscribe` (useSyncExternalStore); `close()` ends it for good.
 */
export class PlaySession {
  state: PlayState;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private renderer: FrameRenderer | null = null;
  private meter: StatsMeter;
  private seq = 0;
  private auto: AutoQualityState = initialAutoQuality();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sampler: ReturnType<typeof setInterval> | null = null;
  /** When each passing message (a refused input, a notice) goes away. */
  private readonly flashTimers: Partial<Record<'refused' | 'notice', ReturnType<typeof setTimeout>>> = {};
  /** What the ticket allows (a view-only grantee stays view-only when control is handed back). */
  private ticketViewOnly = false;
  private isClosed = false;
  private readonly now: () => number;

  constructor(private readonly deps: PlaySessionDeps) {
    this.now = deps.now ?? (() => performance.now());
    this.meter = new StatsMeter(this.now());
    this.state = {
      phase: 'connecting',
      error: null,
      isViewOnly: false,
      idleMinutes: null,
      display: null,
      stats: EMPTY_STATS,
      mode: deps.mode,
      quality: qualityFor(deps.mode, this.auto),
      phone: null,
      refused: null,
      handover: false,
      controlTaken: null,
      notice: null,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(patch: Partial<PlayState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  start() {
    void this.connect();
    this.sampler = setInterval(() => this.sample(), 1000);
  }

  private async connect() {
    if (this.isClosed) return;
    let ticket: StartPhoneResult;
    try {
      ticket = await this.deps.startPhone(this.deps.phoneId);
    } catch (error) {
      if (this.isClosed) return;
      const failure = startFailure(error);
      if (failure.action === 'auto') return this.networkLost(`startPhone: ${messageOf(error)}`);
      // The server's own message (in the member's language); it knows why already, so no report.
      return this.end({ code: failure.code, msg: messageOf(error), action: failure.action }, null);
    }
    if (this.isClosed) return;
    this.ticketViewOnly = ticket.viewOnly;
    this.set({ isViewOnly: ticket.viewOnly });
    const socket = (this.deps.openSocket ?? ((url) => new WebSocket(url)))(this.deps.toSocketUrl(ticket.url));
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.renderer?.close();
    this.renderer = new FrameRenderer(this.deps.canvas, {
      onDrawn: (seq) => this.meter.drawn(seq, this.now()),
      onDropped: (count) => this.meter.dropped(count),
      onDisplay: (display) => this.set({ display }),
      onDecodeError: (detail) => this.deps.reportError({ phoneId: this.deps.phoneId, code: 'decode', detail: detail.slice(0, 500) }),
    });
    let ended = false;
    socket.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
      if (this.socket !== socket) return;
      if (typeof event.data === 'string') {
        if (this.deps.onText?.(event.data)) return;
        const control = this.control(event.data);
        if (control?.type === 'error') ended = true;
      } else this.frame(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.isClosed || ended) return;
      const reason = closeReason(event.code);
      // Signed in elsewhere or out: the push channel takes the member to sign in; nothing to retry here.
      if (reason === 'signedOut') return this.end({ code: 'signedOut', msg: '', action: 'back' }, null);
      if (reason && reason !== 'network')
        return this.end({ code: reason, msg: this.deps.messageFor(reason), action: actionFor(reason) }, null);
      if (reason === 'network' || isUnexpectedClose(event.code)) this.networkLost(`socket closed ${event.code} ${event.reason}`.trim());
    };
    socket.onerror = () => undefined; // a close follows, with its code
  }

  private control(text: string): StreamControl | null {
    const parsed = parseControl(text);
    if (!parsed) return null;
    switch (parsed.type) {
      case 'ready':
        this.attempt = 0;
        this.set({
          phase: 'live',
          error: null,
          isViewOnly: parsed.viewOnly,
          idleMinutes: parsed.idleMinutes,
          handover: Boolean(parsed.handover),
          controlTaken: null,
        });
        // A reconnect resumes at the quality the member had.
        if (!parsed.viewOnly) this.sendQuality();
        break;
      case 'control-granted':
        // The owner controls from now on; the grantee's stream went view-only.
        this.set({ isViewOnly: false, handover: false });
        this.sendQuality();
        break;
      case 'control-taken':
        this.set({ isViewOnly: true, controlTaken: parsed.msg });
        break;
      case 'control-returned':
        this.set({ isViewOnly: this.ticketViewOnly, controlTaken: null });
        this.flash('notice', parsed.msg);
        if (!this.ticketViewOnly) this.sendQuality();
        break;
      case 'error':
        // A network error from the server (the device link dropped) reconnects like a lost socket.
        if (actionFor(parsed.code) === 'auto') {
          this.socket?.close(1000);
          this.socket = null;
          this.networkLost(`server: ${parsed.msg}`);
        } else this.end({ code: parsed.code, msg: parsed.msg, action: actionFor(parsed.code) }, null);
        break;
      case 'refused':
        this.flash('refused', parsed.msg);
        break;
      case 'phone-status':
        this.set({ phone: { status: parsed.status, powerOn: parsed.powerOn } });
        break;
    }
    return parsed;
  }

  /** Shows a message over the screen for a few seconds. */
  private flash(which: 'refused' | 'notice', msg: string) {
    this.set({ [which]: msg });
    clearTimeout(this.flashTimers[which]);
    this.flashTimers[which] = setTimeout(() => this.set({ [which]: null }), REFUSED_SHOWN_MS);
  }

  private frame(buffer: ArrayBuffer) {
    const frame = parseFrame(buffer);
    const renderer = this.renderer;
    if (!frame || !renderer) return;
    if (frame.slot) {
      this.deps.onSlotFrame?.(frame);
      return;
    }
    this.meter.received(frame.byteLength);
    switch (frame.kind) {
      case FRAME_KIND.config: {
        const config = parseFrameConfig(frame.payload);
        if (config) renderer.configure(config);
        break;
      }
      case FRAME_KIND.jpeg:
        renderer.jpeg(frame);
        break;
      case FRAME_KIND.h264Config:
        renderer.h264Config(frame);
        break;
      case FRAME_KIND.h264Au:
        renderer.h264Au(frame);
        break;
      case FRAME_KIND.screenshot:
        this.deps.onScreenshot(new Blob([frame.payload as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
        break;
    }
  }

  /** Sends one input with the next seq; false when it cannot go (not live, view-only). */
  send(input: InputWithoutSeq): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1 || this.state.phase !== 'live') return false;
    if (this.state.isViewOnly && input.type !== 'screenshot') return false;
    this.seq = (this.seq + 1) % 0xffffffff;
    const message = { ...input, seq: this.seq } as StreamInput;
    socket.send(JSON.stringify(message));
    if (input.type !== 'quality' && input.type !== 'screenshot') this.meter.inputSent(this.seq, this.now());
    return true;
  }

  /**
   * The owner takes control of a session their grantee controls (hand-over): answered by
   * `control-granted`. False when there is nothing to take (not live, or not watching a grantee).
   */
  takeControl(): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1 || this.state.phase !== 'live' || !this.state.handover) return false;
    this.seq = (this.seq + 1) % 0xffffffff;
    socket.send(JSON.stringify({ type: 'take-control', seq: this.seq } satisfies StreamInput));
    return true;
  }

  /** Sends a message that is not input (a group-control command); false when the stream is not live. */
  command(message: object): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1 || this.state.phase !== 'live') return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  setMode(mode: QualityMode) {
    if (mode === 'auto' && this.state.mode !== 'auto') this.auto = initialAutoQuality();
    this.set({ mode, quality: qualityFor(mode, this.auto) });
    this.sendQuality();
  }

  private sendQuality() {
    this.send({ type: 'quality', ...this.state.quality });
  }

  private sample() {
    const stats = this.meter.sample(this.now());
    const patch: Partial<PlayState> = { stats };
    if (this.state.phase === 'live' && this.state.mode === 'auto' && !this.state.isViewOnly) {
      const next = nextAutoQuality(this.auto, stats);
      if (next.level !== this.auto.level) patch.quality = AUTO_LADDER[next.level]!;
      this.auto = next;
    }
    const changed = patch.quality !== undefined;
    this.set(patch);
    if (changed) this.sendQuality();
  }

  private networkLost(detail: string) {
    if (this.isClosed) return;
    this.deps.reportError({ phoneId: this.deps.phoneId, code: 'network', detail: detail.slice(0, 500) });
    this.set({ phase: 'reconnecting', error: { code: 'network', msg: this.deps.messageFor('network'), action: 'auto' } });
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private end(error: PlayError, report: string | null) {
    this.set({ phase: 'ended', error });
    // The server reported its own errors; only what this side saw goes back.
    if (report) this.deps.reportError({ phoneId: this.deps.phoneId, code: error.code, detail: report.slice(0, 500) });
    this.socket?.close(1000);
    this.socket = null;
  }

  /** Starts again after an error the member chose to retry (idle, the stream left). */
  reconnect() {
    if (this.isClosed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.set({ phase: 'connecting', error: null });
    void this.connect();
  }

  close() {
    this.isClosed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.sampler) clearInterval(this.sampler);
    for (const timer of Object.values(this.flashTimers)) clearTimeout(timer);
    this.socket?.close(1000);
    this.socket = null;
    this.renderer?.close();
    this.renderer = null;
    this.listeners.clear();
  }
}
