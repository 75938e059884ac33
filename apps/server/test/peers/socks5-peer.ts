import net, { type AddressInfo, type Socket } from 'node:net';
import { defaultConnectionHandler, Socks5Server } from '@pondwader/socks5-server';

/** What a proxy peer saw: how many connections, how many at once, which credentials failed. */
export interface ProxyPeerState {
  /** TCP connections accepted. */
  connections: number;
  /** Tunnels open now, and the most open at once. */
  active: number;
  maxActive: number;
  /** Accounts refused (wrong account or password). */
  refused: string[];
  /** Where granted tunnels went, "host:port". */
  destinations: string[];
}

export const freshProxyState = (): ProxyPeerState => ({ connections: 0, active: 0, maxActive: 0, refused: [], destinations: [] });

/**
 * A real SOCKS5 server on loopback, with username/password authentication (RFC 1929), from the
 * maintained `@pondwader/socks5-server`: it accepts the accounts in `users` and tunnels CONNECT
 * requests to where they ask (the loopback IP echo). `close()` drops open connections first.
 */
export function socks5Peer(users: Record<string, string>) {
  const state = freshProxyState();
  const sockets = new Set<Socket>();
  let port: number | undefined;

  const socks = new Socks5Server();
  socks.setAuthHandler((connection) => {
    const ok = Object.prototype.hasOwnProperty.call(users, connection.username) && users[connection.username] === connection.password;
    if (!ok) state.refused.push(connection.username);
    return ok;
  });
  socks.setConnectionHandler((connection, sendStatus) => {
    state.destinations.push(`${connection.destAddress}:${connection.destPort}`);
    state.active++;
    state.maxActive = Math.max(state.maxActive, state.active);
    connection.socket.once('close', () => state.active--);
    const upstream = defaultConnectionHandler(connection, sendStatus);
    if (upstream) {
      sockets.add(upstream);
      upstream.once('close', () => sockets.delete(upstream));
    }
  });
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socks._handleConnection(socket);
  });

  return {
    state,
    users,
    get port() {
      if (port === undefined) throw new Error('the SOCKS5 peer is not listening yet');
      return port;
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    reset() {
      Object.assign(state, freshProxyState());
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Socks5Peer = ReturnType<typeof socks5Peer>;
