import { NOTICE_CHANNEL_PATH, pickLocale, PUSH_CLOSE, type NoticeCountMessage } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus } from '../../infra/bus.js';
import { closeWithError } from '../../realtime/session-sockets.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { NoticesService } from './notices.service.js';

/**
 * The bell's socket `/prod-api/api/websocket/notice/{userId}/0?token=`: pushes the unread count
 * on connect and whenever it changes. The user id in the path must be the token's member.
 */
export async function noticeSocket(
  app: FastifyInstance,
  { sessions, notices, bus }: { sessions: SessionService; notices: NoticesService; bus: Bus },
) {
  const sockets = new Map<WebSocket, number>();

  const push = async (socket: WebSocket, memberId: number) => {
    const count = await notices.unreadCount(memberId);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'notice-count', data: count } satisfies NoticeCountMessage));
  };

  const unsubscribe = bus.subscribe('notice-count-changed', (event) => {
    for (const [socket, memberId] of sockets) {
      if (event.all || event.memberIds.includes(memberId))
        void push(socket, memberId).catch((err) => app.log.warn({ err }, 'notice count push failed'));
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const socket of sockets.keys()) socket.close(1001, 'server shutting down');
  });

  app.get(NOTICE_CHANNEL_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const { userId } = request.params as { userId: string };
    const { token, lang } = request.query as { token?: string; lang?: string };
    const locale = pickLocale(lang ?? request.headers['accept-language']);
    const session = token ? await sessions.authenticate(token, 'member') : undefined;
    if (!session || String(session.subjectId) !== userId) {
      socket.close(PUSH_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    sockets.set(socket, session.subjectId);
    const forget = sessions.sockets.add({
      sessionId: session.sessionId,
      memberId: session.subjectId,
      end: (code) => closeWithError(socket, code, locale),
    });
    socket.on('close', () => {
      sockets.delete(socket);
      forget();
    });
    await push(socket, session.subjectId);
  });
}
