import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Guards } from '../../http/authenticate.js';
import { installAuditHook } from './audit-hook.js';
import { operateLogRoutes } from './operate-log.routes.js';
import { createOperateLogsRepo } from './operate-logs.repo.js';

/** The audit log of operator writes (issue 19): recorded for every /admin-api write. */
export function registerOperateLog(app: FastifyInstance, { db }: { db: Db }) {
  const logs = createOperateLogsRepo(db);
  installAuditHook(app, logs);
  return { logs };
}

/** The audit log's page and XLSX export for the operator console. */
export function registerOperateLogPages(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  operateLogRoutes(app, { guards, logs: createOperateLogsRepo(db) });
}
