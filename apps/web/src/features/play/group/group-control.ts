import {
  FRAME_KIND,
  GroupEventSchema,
  type Follower,
  type FrameConfig,
  type GroupCommand,
  type GroupEvent,
  type StartGroupControlResult,
} from '@cloudphone/contract';
import { parseFrameConfig } from '../stream/control';
import type { StreamFrame } from '../stream/frame';
import { FrameRenderer } from '../stream/frame-renderer';

export type ReplayReport = Extract<GroupEvent, { type: 'replayed' }>;

export interface GroupState {
  masterId: number | null;
  /** In the order chosen; a removed follower leaves the list. */
  followers: Follower[];
  /** How the last input reached the followers. */
  lastReplay: ReplayReport | null;
}

const parseEvent = (text: string): GroupEvent | null => {
  try {
    const parsed = GroupEventSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * What group control adds to the master's play session (docs/decisions/012): the followers and
 * their states, their thumbnails (frames of slots 1..) drawn on the tiles that show them, and the
 * commands (pause, resume, remove, visible) that go up the same socket. React reads `state`
 * through `subscribe` (useSyncExternalStore).
 */
export class GroupControl {
  state: GroupState = { masterId: null, followers: [], lastReplay: null };
  private readonly listeners = new Set<() => void>();
  private readonly tiles = new Map<number, FrameRenderer>();
  private readonly configs = new Map<number, FrameConfig>();
  private visible: number[] = [];
  private readonly removals = new Map<number, () => void>();
  private send: (command: GroupCommand) => boolean = () => false;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(patch: Partial<GroupState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Where commands go (the play session's socket); set once it exists. */
  connect(send: (command: GroupCommand) => boolean) {
    this.send = send;
  }

  /** Every phone still in the group, master first: what a reconnect asks for again. */
  members(): { phoneIds: number[]; masterId: number } | null {
    const { masterId, followers } = this.state;
    return masterId === null ? null : { masterId, phoneIds: [masterId, ...followers.map((f) => f.phoneId)] };
  }

  /** A (re)started group: the followers as the server listed them, slots anew. */
  started(result: StartGroupControlResult) {
    this.configs.clear();
    this.set({ masterId: result.masterId, followers: result.followers });
  }

  /** The stream is live (first time or after a reconnect): the server needs to hear what is shown. */
  live() {
    this.send({ type: 'visible', phoneIds: this.visible });
  }

  /** A text message from the socket; true when it was a group event. */
  onText = (text: string): boolean => {
    const event = parseEvent(text);
    if (!event) return false;
    switch (event.type) {
      case 'followers': {
        const changed = new Map(event.followers.map((f) => [f.phoneId, f]));
        this.set({ followers: this.state.followers.map((f) => changed.get(f.phoneId) ?? f) });
        break;
      }
      case 'removed': {
        const gone = new Set(event.phoneIds);
        this.set({ followers: this.state.followers.filter((f) => !gone.has(f.phoneId)) });
        for (const id of event.phoneIds) {
          this.removals.get(id)?.();
          this.removals.delete(id);
        }
        break;
      }
      case 'replayed':
        this.set({ lastReplay: event });
    }
    return true;
  };

  /** A follower's frame: drawn on its tile when one shows it. */
  onSlotFrame = (frame: StreamFrame) => {
    if (frame.kind === FRAME_KIND.config) {
      const config = parseFrameConfig(frame.payload);
      if (!config) return;
      this.configs.set(frame.slot ?? 0, config);
      this.tiles.get(frame.slot ?? 0)?.configure(config);
    } else if (frame.kind === FRAME_KIND.jpeg) this.tiles.get(frame.slot ?? 0)?.jpeg(frame);
  };

  /** A tile shows the follower in `slot` on `canvas` until the returned function is called. */
  attachTile(slot: number, canvas: HTMLCanvasElement): () => void {
    const renderer = new FrameRenderer(canvas, {
      onDrawn: () => undefined,
      onDropped: () => undefined,
      onDisplay: () => undefined,
      onDecodeError: () => undefined,
    });
    const config = this.configs.get(slot);
    if (config) renderer.configure(config);
    this.tiles.get(slot)?.close();
    this.tiles.set(slot, renderer);
    return () => {
      renderer.close();
      if (this.tiles.get(slot) === renderer) this.tiles.delete(slot);
    };
  }

  /** The followers the page shows now: only those get frames. */
  setVisible(phoneIds: number[]) {
    if (phoneIds.length === this.visible.length && phoneIds.every((id, i) => id === this.visible[i])) return;
    this.visible = phoneIds;
    this.send({ type: 'visible', phoneIds });
  }

  pause = (phoneIds: number[]) => this.send({ type: 'pause', phoneIds });
  resume = (phoneIds: number[]) => this.send({ type: 'resume', phoneIds });
  remove = (phoneIds: number[]) => this.send({ type: 'remove', phoneIds });

  /** Takes a follower out of the group and resolves once the server has given its phone back (to open it singly). */
  detach(phoneId: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (!this.remove([phoneId])) return resolve(false);
      this.removals.set(phoneId, () => resolve(true));
    });
  }

  close() {
    for (const renderer of this.tiles.values()) renderer.close();
    this.tiles.clear();
    this.listeners.clear();
  }
}
