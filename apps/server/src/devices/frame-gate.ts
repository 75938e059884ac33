import { isH264, type DeviceFrame } from './driver.js';

export type FrameVerdict = 'send' | 'hold' | 'drop';

/**
 * What a backed-up link does with a frame (ARCHITECTURE.md section 5). JPEG: hold it, and a newer
 * one replaces it (the latest frame wins). H.264: frames depend on the ones before, so drop until
 * the link drains, then ask the device for a key frame and drop until it comes.
 */
export function createFrameGate(requestKeyFrame: () => void) {
  let isWaitingForKey = false;
  let hasAskedForKey = false;

  const askOnce = () => {
    if (hasAskedForKey) return;
    hasAskedForKey = true;
    requestKeyFrame();
  };

  return {
    admit(frame: DeviceFrame, isBackedUp: boolean): FrameVerdict {
      if (!isH264(frame)) return isBackedUp ? 'hold' : 'send';
      if (isBackedUp) {
        isWaitingForKey = true;
        hasAskedForKey = false;
        return 'drop';
      }
      if (!isWaitingForKey) return 'send';
      if (frame.isKey) {
        isWaitingForKey = false;
        return 'send';
      }
      askOnce();
      return 'drop';
    },
    /** The link has room again: a stream waiting for a key frame asks now, not at the next change. */
    drained() {
      if (isWaitingForKey) askOnce();
    },
    get isWaitingForKey() {
      return isWaitingForKey;
    },
  };
}
