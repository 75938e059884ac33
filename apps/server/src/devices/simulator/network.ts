import { createHash } from 'node:crypto';
import type { DeviceEgress, DeviceNetwork, DeviceNetworkSetting, DeviceState } from '../driver.js';

/**
 * A simulated device's own outbound IP: stable for its ref, from the documentation ranges
 * (RFC 5737), so it can never be mistaken for a real address.
 */
export function ownIp(ref: string): string {
  const digest = createHash('sha256').update(ref).digest();
  const prefix = ['192.0.2', '198.51.100', '203.0.113'][digest[0]! % 3]!;
  return `${prefix}.${1 + (digest[1]! % 254)}`;
}

/** What a device keeps of a proxy setting: everything but the password (the simulator dials nothing). */
export const withoutPassword = ({ protocol, host, port, account, outboundIp, country, timeZone }: DeviceNetworkSetting): DeviceNetwork => ({
  protocol,
  host,
  port,
  account,
  outboundIp,
  country,
  timeZone,
});

/**
 * Where the device's traffic appears to come from: through a proxy, the proxy's detected IP,
 * country and time zone (its host, and the device's own country and zone, for what was not
 * detected); without one, its own line in its profile's country and zone.
 */
export function egressOf(state: Pick<DeviceState, 'ref' | 'profile'> & { network?: DeviceNetwork | null }): DeviceEgress {
  const { profile, network } = state;
  if (!network) return { ip: ownIp(state.ref), country: profile.country, timeZone: profile.timeZone };
  return {
    ip: network.outboundIp ?? network.host,
    country: network.country ?? profile.country,
    timeZone: network.timeZone ?? profile.timeZone,
  };
}

/** The state with its network and egress filled in (devices stored before issue 17 have neither). */
export function settled(state: DeviceState): DeviceState {
  const network = state.network ?? null;
  return { ...state, network, egress: egressOf({ ...state, network }) };
}
