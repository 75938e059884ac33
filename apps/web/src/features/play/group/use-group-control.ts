import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { reportSessionError, streamUrl } from '../api/start-phone';
import { startGroupControl } from '../api/start-group-control';
import { readQualityMode, streamMessage } from '../player/use-play-session';
import { PlaySession, type PlayState } from '../stream/play-session';
import { GroupControl, type GroupState } from './group-control';

const noop = () => () => undefined;

/**
 * A group-control session: the master's play session on `canvas` (the play screen's, with its
 * reconnects and quality), and the followers riding on its socket. A reconnect asks for the group
 * as it is now (removed followers stay out). Closed when the selection changes or the page goes.
 */
export function useGroupControl(
  selection: { phoneIds: number[]; masterId: number } | null,
  canvas: RefObject<HTMLCanvasElement | null>,
  onScreenshot: (jpeg: Blob) => void,
) {
  const onScreenshotRef = useRef(onScreenshot);
  useEffect(() => {
    onScreenshotRef.current = onScreenshot;
  });
  const [pair, setPair] = useState<{ session: PlaySession; group: GroupControl } | null>(null);
  const key = selection ? `${selection.masterId}:${selection.phoneIds.join(',')}` : '';
  useEffect(() => {
    const element = canvas.current;
    if (!selection || !element) return;
    const group = new GroupControl();
    const session = new PlaySession({
      phoneId: selection.masterId,
      canvas: element,
      startPhone: async () => {
        const result = await startGroupControl(group.members() ?? selection);
        group.started(result);
        return result;
      },
      reportError: (report) => void reportSessionError(report),
      toSocketUrl: (url) => streamUrl(url),
      onScreenshot: (jpeg) => onScreenshotRef.current(jpeg),
      messageFor: streamMessage,
      mode: readQualityMode(),
      onText: group.onText,
      onSlotFrame: group.onSlotFrame,
    });
    group.connect((command) => session.command(command));
    // Each time the stream goes live, the server hears which thumbnails are on screen.
    let wasLive = false;
    const stopWatching = session.subscribe(() => {
      const isLive = session.state.phase === 'live';
      if (isLive && !wasLive) group.live();
      wasLive = isLive;
    });
    setPair({ session, group });
    session.start();
    return () => {
      stopWatching();
      session.close();
      group.close();
      element.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    };
    // The selection is compared by its key: a new array with the same phones is the same group.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, canvas]);
  const state: PlayState | null = useSyncExternalStore(
    pair?.session.subscribe ?? noop,
    () => pair?.session.state ?? null,
    () => null,
  );
  const groupState: GroupState | null = useSyncExternalStore(
    pair?.group.subscribe ?? noop,
    () => pair?.group.state ?? null,
    () => null,
  );
  return { session: pair?.session ?? null, group: pair?.group ?? null, state, groupState };
}
