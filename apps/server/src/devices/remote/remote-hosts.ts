import { DeviceRefused, type DeviceHostInfo } from '../driver.js';
import { DeviceHostError } from './protocol.js';

/** How long the operator's host list waits for a device host before showing it off line. */
export const HOSTS_WAIT_MS = 3000;

/**
 * The device host a remote driver is connected to, as the operator console shows it: the `hosts`
 * call is the live ping (its round trip is the latency), and its answer — the host's own driver's
 * hosts — says how many devices it can hold. What the connection knows (address, when the host was
 * last heard) is added here; a host that does not answer is off line, with the reason.
 */
export async function describeRemoteHost(
  endpoint: string,
  lastHeardAt: () => number | null,
  ask: () => Promise<DeviceHostInfo[]>,
): Promise<DeviceHostInfo[]> {
  const url = new URL(endpoint);
  // The token travels as a header; anything in the URL beyond the address stays out of the answer.
  const base = { id: `remote:${url.host}`, name: url.host, driver: 'remote', address: `${url.protocol}//${url.host}${url.pathname}` };
  const started = performance.now();
  try {
    const behind = await ask();
    const capacities = behind.map((host) => host.capacity);
    return [
      {
        ...base,
        online: true,
        problem: null,
        lastSeenAt: lastHeardAt(),
        latencyMs: Math.round(performance.now() - started),
        // Unknown if the host runs any device source without a fixed limit.
        capacity: capacities.length > 0 && capacities.every((c) => c !== null) ? capacities.reduce((a, b) => a + b, 0) : null,
      },
    ];
  } catch (err) {
    // A host older than this call answers unknown-method: it is there, its capacity unknown.
    if (err instanceof DeviceHostError && err.reason === 'unknown-method')
      return [
        {
          ...base,
          online: true,
          problem: null,
          lastSeenAt: lastHeardAt(),
          latencyMs: Math.round(performance.now() - started),
          capacity: null,
        },
      ];
    const problem = err instanceof DeviceRefused || err instanceof DeviceHostError ? err.reason : 'internal';
    return [{ ...base, online: false, problem, lastSeenAt: lastHeardAt(), latencyMs: null, capacity: null }];
  }
}
