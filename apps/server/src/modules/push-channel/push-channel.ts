import { pickLocale, PUSH_CLOSE, PUSH_PATH, translate, type Locale, type PushMessage } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../infra/bus.js';
import type { SessionService } from '../auth/sessions.service.js';
import { closeWithError } from '../../realtime/session-sockets.js';

/** Sends one of the push channel's messages (the contract's PushMessage), if the socket is still open. */
export function sendPush(socket: WebSocket, message: PushMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

interface Client {
  socket: WebSocket;
  memberId: number;
  sessionId: number;
  locale: Locale;
  alive: boolean;
}

/**
 * The push channel `/websocket/infra/ws?token=`. Each node keeps its own sockets and acts on bus
 * events, so a sign-in on one node reaches a browser connected to another.
 */
export async function registerPushChannel(app: FastifyInstance, { sessions, bus }: { sessions: SessionService; bus: Bus }) {
  const clients = new Set<Client>();

  const unsubscribePush = bus.subscribe('to-member', ({ memberId, message }) => {
    const text = JSON.stringify(message);
    for (const client of clients)
      if (client.memberId === memberId && client.socket.readyState === client.socket.OPEN) client.socket.send(text);
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, 30_000);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribePush();
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });

  app.get(PUSH_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const query = request.query as { token?: string; lang?: string };
    const locale = pickLocale(query.lang ?? request.headers['accept-language']);
    // Buffer what arrives while the token is checked.
    const session = query.token ? await sessions.authenticate(query.token, 'member') : undefined;
    const auth = session && { memberId: session.subjectId, sessionId: session.sessionId };
    if (!auth) {
      const reason = query.token ? await sessions.rejectionReason(query.token) : null;
      if (reason === 'occupied') sendPush(socket, { type: 'LOGIN_OCCUPIED', msg: translate('session.occupied', locale) });
      socket.close(reason === 'occupied' ? PUSH_CLOSE.loginOccupied : PUSH_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    const client: Client = { socket, locale, alive: true, ...auth };
    clients.add(client);
    // Ended with its session (sessions.sockets): the console's LOGIN_OCCUPIED first, then the error every socket gets.
    const forget = sessions.sockets.add({
      ...auth,
      end(code) {
        if (code === 'loginOccupied') sendPush(socket, { type: 'LOGIN_OCCUPIED', msg: translate('session.occupied', locale) });
        closeWithError(socket, code, locale);
      },
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data) => {
      if (data.toString() === 'ping') sendPush(socket, { type: 'pong' });
    });
    socket.on('close', () => {
      clients.delete(client);
      forget();
    });
    sendPush(socket, { type: 'ready' });
  });

  return { size: () => clients.size };
}
