import type { FastifyInstance, FastifyReply, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import { AppError } from './app-error.js';

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * An answer is due within `ms` of a request's arrival on every route that sets no
 * `handlerTimeout` of its own (uploads do) and is not a websocket: one still busy then is
 * answered with the translated 503 TIMEOUT, at most `sweepMs` later (decision 013, "Timeouts").
 *
 * Fastify's own `handlerTimeout` gives every request a timer and an AbortController, and aborts
 * that controller when the request's body has been read (its `close`), so each POST built an
 * AbortError with its stack: about a tenth of the server's time on the uncached phone list
 * (bench/README). Here the requests in progress wait in one map, which one timer walks.
 */
export function installHandlerDeadline(app: FastifyInstance, ms: number, sweepMs = 1000) {
  const pending = new Map<FastifyReply, number>();
  const track: onRequestHookHandler = (_request, reply, done) => {
    pending.set(reply, Date.now() + ms);
    done();
  };
  const untrack: onResponseHookHandler = (_request, reply, done) => {
    pending.delete(reply);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.handlerTimeout || route.websocket) return;
    route.onRequest = [track, ...asArray(route.onRequest)];
    route.onResponse = [...asArray(route.onResponse), untrack];
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [reply, deadline] of pending) {
      // Sent without an onResponse yet (hijacked), or its client gone: nothing left to answer. An
      // answer to a closed socket would still run the onSend hooks (compression) on an error object.
      if (reply.sent || reply.raw.destroyed || reply.request.raw.socket.destroyed) pending.delete(reply);
      else if (deadline <= now) {
        pending.delete(reply);
        reply.log.warn({ url: reply.request.routeOptions.url }, 'request timed out');
        // Started streaming: a second answer cannot follow, so the response is cut.
        if (reply.raw.headersSent) reply.raw.destroy();
        else reply.send(new AppError('TIMEOUT'));
      }
    }
  }, sweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return { inProgress: () => pending.size };
}
