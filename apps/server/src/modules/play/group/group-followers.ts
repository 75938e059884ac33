import {
  GROUP_THUMBNAIL,
  PHONE_STATUS,
  translate,
  type Follower,
  type FollowerState,
  type GroupCommand,
  type GroupEvent,
  type Locale,
  type StreamInput,
} from '@cloudphone/contract';
import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { DeviceDriver, DeviceStream } from '../../../devices/driver.js';
import type { AccessiblePhone } from '../../phone-access/phone-access.repo.js';
import type { ControlLease, ControlLocks } from '../control-lock.js';
import type { FrameChannel, FrameMux } from '../frame-mux.js';
import { followerStateOf, type FollowerCondition } from './follower-state.js';

/** Followers set up at once when a group starts: 300 at a time would stampede the device hosts. */
const OPEN_CONCURRENCY = 16;

interface Entry {
  phoneId: number;
  slot: number;
  owlId: string;
  alias: string;
  condition: { state: FollowerState; msg: string };
  isPaused: boolean;
  isVisible: boolean;
  lease: ControlLease | null;
  stream: DeviceStream | null;
  channel: FrameChannel | null;
  stopFrames: (() => void) | null;
  /** Fingers down on this follower, where they last were: lifted when it stops following mid-gesture. */
  fingers: Map<number, { x: number; y: number }>;
  /** Set while its lease and stream are being set up. */
  opening: Promise<void> | null;
}

export interface GroupFollowersOptions {
  socket: WebSocket;
  mux: FrameMux;
  driver: DeviceDriver;
  locks: ControlLocks;
  log: FastifyBaseLogger;
  locale: Locale;
  memberId: number;
  /** The followers in the order chosen, as the member may use them now. */
  phones: AccessiblePhone[];
}

const stateOf = (entry: Entry): FollowerState => (entry.condition.state === 'active' && entry.isPaused ? 'paused' : entry.condition.state);

/**
 * The followers of one group-control session (spec point 5, group control): each holds its
 * phone's control slot and an open device stream; every input the master takes is replayed on
 * the active ones, and the visible ones send their thumbnails in their own slot of the socket.
 * A follower that cannot follow (offline, busy, held by someone else, failed) stays in the list
 * with why, and comes back by itself when its phone does.
 */
export function createGroupFollowers(options: GroupFollowersOptions) {
  const { socket, mux, driver, locks, log, locale, memberId } = options;
  const entries = new Map<number, Entry>();
  let isClosed = false;

  options.phones.forEach((phone, index) => {
    entries.set(phone.id, {
      phoneId: phone.id,
      slot: index + 1,
      owlId: phone.owlId,
      alias: phone.alias,
      condition: { state: 'failed', msg: '' },
      isPaused: false,
      isVisible: false,
      lease: null,
      stream: null,
      channel: null,
      stopFrames: null,
      fingers: new Map(),
      opening: null,
    });
  });

  const send = (event: GroupEvent) => {
    if (!isClosed && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
  };
  const view = (entry: Entry): Follower => ({
    phoneId: entry.phoneId,
    slot: entry.slot,
    owlId: entry.owlId,
    alias: entry.alias,
    state: stateOf(entry),
    msg: entry.condition.msg,
  });
  const announce = (changed: Entry[]) => {
    if (changed.length) send({ type: 'followers', followers: changed.map(view) });
  };

  /** A follower that stops following mid-gesture has its fingers cancelled: half a tap must not become one. */
  function liftFingers(entry: Entry) {
    if (!entry.stream) return;
    for (const [id, { x, y }] of entry.fingers) {
      try {
        entry.stream.input({ type: 'touch', action: 'cancel', x, y, id, seq: 0 });
      } catch {
        // The stream is going away anyway.
      }
    }
    entry.fingers.clear();
  }

  function stopFrames(entry: Entry) {
    entry.stopFrames?.();
    entry.stopFrames = null;
  }

  function startFrames(entry: Entry) {
    if (!entry.stream || entry.stopFrames || !entry.isVisible) return;
    entry.channel ??= mux.channel(entry.slot, () => entry.stream?.requestKeyFrame?.());
    // Shown anew: the browser's tile may have been recycled, so CONFIG goes first again.
    entry.channel.reset();
    const channel = entry.channel;
    entry.stopFrames = entry.stream.onFrame((frame) => channel.push(frame));
  }

  /** Closes the follower's stream (its lease stays unless `release`). */
  function detach(entry: Entry, release: boolean) {
    liftFingers(entry);
    stopFrames(entry);
    entry.channel?.close();
    entry.channel = null;
    try {
      entry.stream?.close();
    } catch (err) {
      log.warn({ err, owlId: entry.owlId }, 'closing a follower stream failed');
    }
    entry.stream = null;
    if (release && entry.lease) {
      const lease = entry.lease;
      entry.lease = null;
      void lease.release().catch((err: unknown) => log.warn({ err, phoneId: entry.phoneId }, 'releasing a control slot failed'));
    }
  }

  /** Takes the slot and opens the stream of a follower whose phone can follow. */
  async function attach(entry: Entry) {
    if (isClosed || entry.stream) return;
    entry.lease ??= (await locks.acquire(entry.phoneId, memberId)) ?? null;
    if (isClosed) return detach(entry, true);
    if (!entry.lease) {
      entry.condition = { state: 'occupied', msg: translate('stream.occupied', locale) };
      return;
    }
    try {
      entry.stream = await driver.openStream(entry.owlId, { ...GROUP_THUMBNAIL, codec: 'jpeg' });
    } catch (err) {
      log.info({ err, owlId: entry.owlId }, 'opening a follower stream failed');
      entry.condition = { state: 'failed', msg: translate('stream.connectFailed', locale) };
      return;
    }
    if (isClosed || !entries.has(entry.phoneId)) return detach(entry, true);
    entry.condition = { state: 'active', msg: '' };
    startFrames(entry);
  }

  /** Brings a follower to what its phone allows now: attached when it can follow, detached when not. */
  async function settle(entry: Entry, condition: FollowerCondition) {
    const next = followerStateOf(condition, locale);
    if (next.state !== 'active') {
      detach(entry, false);
      entry.condition = next;
      return;
    }
    if (entry.stream) return;
    entry.opening ??= attach(entry).finally(() => {
      entry.opening = null;
    });
    await entry.opening;
  }

  async function conditionOf(phone: Pick<AccessiblePhone, 'status' | 'powerOn' | 'owlId'>): Promise<FollowerCondition> {
    if (phone.status !== PHONE_STATUS.abnormal) return phone;
    const state = await driver.get(phone.owlId).catch(() => null);
    return { ...phone, online: state?.online ?? false };
  }

  function remove(entry: Entry) {
    detach(entry, true);
    entries.delete(entry.phoneId);
  }

  return {
    get locale() {
      return locale;
    },
    get memberId() {
      return memberId;
    },
    has: (phoneId: number) => entries.has(phoneId),

    /** Sets every follower up, then tells the page where each stands. */
    async start() {
      const queue = options.phones.slice();
      const worker = async () => {
        for (let phone = queue.shift(); phone && !isClosed; phone = queue.shift()) {
          const entry = entries.get(phone.id);
          if (entry) await settle(entry, await conditionOf(phone));
        }
      };
      await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENCY, queue.length) }, worker));
      announce([...entries.values()]);
    },

    /** Replays an input the master took on every active, unpaused follower. */
    replay(input: StreamInput) {
      const startedAt = performance.now();
      let applied = 0;
      let skipped = 0;
      const failed: Entry[] = [];
      for (const entry of entries.values()) {
        if (stateOf(entry) !== 'active' || !entry.stream || !entry.lease?.held()) {
          skipped++;
          continue;
        }
        if (input.type === 'touch') {
          const id = input.id ?? 0;
          // A follower that missed a finger's down (it was paused then) does not get its moves.
          if (input.action !== 'down' && !entry.fingers.has(id)) {
            skipped++;
            continue;
          }
          if (input.action === 'up' || input.action === 'cancel') entry.fingers.delete(id);
          else entry.fingers.set(id, { x: input.x, y: input.y });
        }
        try {
          entry.stream.input(input);
          applied++;
        } catch (err) {
          log.info({ err, owlId: entry.owlId }, 'a follower refused input');
          failed.push(entry);
        }
      }
      for (const entry of failed) {
        detach(entry, false);
        entry.condition = { state: 'failed', msg: translate('stream.streamLeft', locale) };
      }
      announce(failed);
      send({ type: 'replayed', seq: input.seq, applied, skipped: skipped + failed.length, ms: performance.now() - startedAt });
    },

    command(command: GroupCommand) {
      const chosen = command.phoneIds.map((id) => entries.get(id)).filter((e): e is Entry => e !== undefined);
      switch (command.type) {
        case 'pause':
          for (const entry of chosen) {
            liftFingers(entry);
            entry.isPaused = true;
          }
          return announce(chosen);
        case 'resume':
          for (const entry of chosen) entry.isPaused = false;
          return announce(chosen);
        case 'remove':
          chosen.forEach(remove);
          return send({ type: 'removed', phoneIds: chosen.map((e) => e.phoneId) });
        case 'visible': {
          const shown = new Set(command.phoneIds);
          for (const entry of entries.values()) {
            entry.isVisible = shown.has(entry.phoneId);
            if (entry.isVisible) startFrames(entry);
            else stopFrames(entry);
          }
        }
      }
    },

    /** A reconciler push for one of the followers: it stops or starts following with its phone. */
    async onStatus(phoneId: number, status: number, powerOn: boolean) {
      const entry = entries.get(phoneId);
      if (!entry || isClosed) return;
      const before = stateOf(entry);
      await settle(entry, await conditionOf({ status, powerOn, owlId: entry.owlId }));
      if (stateOf(entry) !== before) announce([entry]);
    },

    /** The phone's owner is taking its slot (hand-over): the follower gives it up at once and waits, occupied. True when it had the slot. */
    yieldSlot(phoneId: number) {
      const entry = entries.get(phoneId);
      if (!entry?.lease || isClosed) return false;
      detach(entry, true);
      entry.condition = { state: 'occupied', msg: translate('stream.occupied', locale) };
      announce([entry]);
      return true;
    },

    /** The owner handed the slot back: the follower takes it again now rather than at the next heartbeat. */
    async reclaim(phoneId: number) {
      const entry = entries.get(phoneId);
      if (!entry || isClosed || entry.condition.state !== 'occupied') return;
      await settle(entry, { status: PHONE_STATUS.running, powerOn: true });
      if (stateOf(entry) !== 'occupied') announce([entry]);
    },

    /** Keeps the slots alive; a lost one makes its follower occupied, a freed one is taken again. */
    async renew() {
      const changed: Entry[] = [];
      for (const entry of entries.values()) {
        if (isClosed) return;
        if (entry.lease) {
          const held = await entry.lease.renew().catch(() => true);
          if (held) continue;
          entry.lease = null;
          detach(entry, false);
          entry.condition = { state: 'occupied', msg: translate('stream.occupied', locale) };
          changed.push(entry);
        } else if (entry.condition.state === 'occupied') {
          await settle(entry, { status: PHONE_STATUS.running, powerOn: true });
          if (stateOf(entry) !== 'occupied') changed.push(entry);
        }
      }
      announce(changed);
    },

    close() {
      if (isClosed) return;
      for (const entry of entries.values()) detach(entry, true);
      isClosed = true;
      entries.clear();
    },
  };
}
export type GroupFollowers = ReturnType<typeof createGroupFollowers>;
