import WebSocket from 'ws';
import { isH264, type DeviceFrame } from '../../devices/driver.js';
import { createFrameGate } from '../../devices/frame-gate.js';
import { configOf, configPacket, h264AuPacket, h264ConfigPacket, jpegPacket, sameConfig } from './frame-packets.js';

/**
 * Above this many bytes queued on the socket, a new picture waits instead of being queued, and a
 * newer one replaces it (ARCHITECTURE.md section 5: for JPEG the latest frame wins). About two
 * pictures at 1280 px: enough to keep the link busy, little enough to stay live.
 */
export const FRAME_HIGH_WATER_BYTES = 256 * 1024;

/** One picture stream on the socket: the frames of one phone, in its slot. */
export interface FrameChannel {
  /** A frame from the device: sent, held until the socket drains (newest wins) or dropped (H.264). */
  push(frame: DeviceFrame): void;
  /** Forgets what was sent: the next frame goes out with its CONFIG again (a slot shown anew). */
  reset(): void;
  close(): void;
}

/**
 * Pictures of one or more phones over one websocket (a play stream has one, group control one per
 * follower beside the master's). Each channel sends CONFIG before a picture of a new size or
 * rotation and the avcC before H.264 of a new configuration; back-pressure is the socket's: while
 * it is backed up, each channel keeps only its newest picture, and when it drains the lowest slot
 * (the master) goes first.
 */
export function createFrameMux(socket: WebSocket) {
  let inFlight = 0;
  const waiting = new Map<number, () => void>();

  const isBackedUp = () => inFlight > 0 && socket.bufferedAmount > FRAME_HIGH_WATER_BYTES;
  const isOpen = () => socket.readyState === WebSocket.OPEN;

  function drain() {
    for (const slot of [...waiting.keys()].sort((a, b) => a - b)) {
      if (isBackedUp() || !isOpen()) return;
      const flush = waiting.get(slot)!;
      waiting.delete(slot);
      flush();
    }
  }

  function send(packet: Buffer) {
    inFlight++;
    socket.send(packet, () => {
      inFlight--;
      if (isOpen() && !isBackedUp()) drain();
    });
  }

  return {
    isBackedUp,

    channel(slot: number, requestKeyFrame: () => void): FrameChannel {
      const gate = createFrameGate(requestKeyFrame);
      let sentConfig: ReturnType<typeof configOf> | null = null;
      let sentDescription: Buffer | null = null;
      let pending: DeviceFrame | null = null;
      let isClosed = false;

      function write(frame: DeviceFrame) {
        const config = configOf(frame);
        if (!sameConfig(sentConfig, config)) {
          send(configPacket(frame, slot));
          sentConfig = config;
          sentDescription = null;
        }
        if (isH264(frame) && !(sentDescription && sentDescription.equals(frame.description))) {
          send(h264ConfigPacket(frame, slot));
          sentDescription = frame.description;
        }
        send(isH264(frame) ? h264AuPacket(frame, slot) : jpegPacket(frame, slot));
      }

      function flush() {
        if (isClosed) return;
        gate.drained();
        const next = pending;
        pending = null;
        if (next) write(next);
      }

      return {
        push(frame) {
          if (isClosed || !isOpen()) return;
          const verdict = gate.admit(frame, isBackedUp());
          if (verdict === 'send') write(frame);
          else {
            if (verdict === 'hold') pending = frame;
            // Told when the socket drains: a held picture goes then, an H.264 stream asks for a key frame.
            waiting.set(slot, flush);
          }
        },
        reset() {
          sentConfig = null;
          sentDescription = null;
        },
        close() {
          isClosed = true;
          pending = null;
          waiting.delete(slot);
        },
      };
    },
  };
}
export type FrameMux = ReturnType<typeof createFrameMux>;
