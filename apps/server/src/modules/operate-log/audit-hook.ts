import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperateLogsRepo } from './operate-logs.repo.js';
import { maskSecrets } from './mask-secrets.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The input a call carried: its JSON body, else its path parameters and query string. */
function inputOf(request: FastifyRequest): unknown {
  if (request.body !== undefined && request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
    return request.body;
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const merged = { ...params, ...query };
  return Object.keys(merged).length ? merged : null;
}

/**
 * Every operator write that succeeded is recorded before its answer leaves (so whoever reads the
 * log after the answer finds it): who, which call, the row before (when the handler named it),
 * the input after, from where. Refused and failed calls changed nothing and are not recorded.
 */
export function installAuditHook(app: FastifyInstance, logs: OperateLogsRepo) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const operator = request.operator;
    if (!operator || !WRITES.has(request.method) || reply.statusCode >= 300) return payload;
    const path = request.url.split('?')[0] ?? request.url;
    if (!path.startsWith('/admin-api/') || path.startsWith('/admin-api/system/auth/')) return payload;
    try {
      await logs.insert({
        operatorId: operator.operatorId,
        userName: operator.userName,
        method: request.method,
        path: path.slice(0, 300),
        before: maskSecrets(request.auditBefore),
        after: maskSecrets(inputOf(request)),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    } catch (err) {
      // The write itself has happened; a lost log line must not turn it into an error for the caller.
      request.log.error({ err, path }, 'operator write not recorded in the audit log');
    }
    return payload;
  });
}
