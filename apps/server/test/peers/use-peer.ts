import { afterAll, beforeAll, beforeEach } from 'vitest';

/** What usePeer needs of a peer: HTTP (loopback.ts) or SMTP (smtp-peer.ts) alike. */
export interface TestPeer {
  listen(): Promise<void>;
  /** Forgets what was received and goes back to answering as on the first day. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Runs `peer` for the tests of the calling file (or describe block): listening before the first,
 * reset before each so that no test sees another's traffic or answer, closed after the last.
 * Returns the peer itself, to be kept in a const.
 */
export function usePeer<P extends TestPeer>(peer: P): P {
  beforeAll(() => peer.listen());
  beforeEach(() => peer.reset());
  afterAll(() => peer.close());
  return peer;
}
