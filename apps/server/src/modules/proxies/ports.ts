import type { Locale, ProxyDetectResult, ProxyDetectResults, ProxyProtocol } from '@cloudphone/contract';

/**
 * The seams between the proxies module's parts (issue 17): management (proxies.service), detection
 * (detect/) and binding to phones (proxy-setting). Each part depends on these, not on the others.
 */

/** A proxy as detection and phones dial it: credentials in clear, only in memory. */
export interface DialableProxy {
  id: number;
  protocol: ProxyProtocol;
  host: string;
  port: number;
  account: string;
  password: string;
}

export interface ProxyDetection {
  /** `{ id }` → one result, `{ ids }` → `{ results }`; the member's own proxies only (else PROXY_NOT_FOUND). */
  detectForMember(
    memberId: number,
    input: { id: number } | { ids: number[] },
    locale: Locale,
  ): Promise<ProxyDetectResult | ProxyDetectResults>;
  /** Starts the scheduled re-detection of bound proxies (PROXY_REDETECT_S; 0 = off). */
  start(): void;
  /** One pass of the re-detection: what the schedule runs, and tests call. */
  sweepOnce(): Promise<number>;
  close(): Promise<void>;
}

/** Binding proxies to phones (proxy-setting), as management needs it. */
export interface ProxyBindings {
  /** Unbinds every phone bound to these proxies of the member: rows, then their devices; answers how many phones. Call before deleting them. */
  unbindProxies(memberId: number, proxyIds: readonly number[]): Promise<number>;
  /** A proxy's protocol, host, port, credentials or detected IP/country/time zone changed: the devices of its phones get the new setting. */
  proxyChanged(proxyId: number): Promise<void>;
  /**
   * These phones lost their proxy (their rows are already updated and committed: deleting proxies
   * unbinds in its own transaction): their devices drop the setting. (H1, issue 17.)
   */
  phonesUnbound(phoneIds: readonly number[]): Promise<void>;
}
