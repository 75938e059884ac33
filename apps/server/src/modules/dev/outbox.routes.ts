import { OutboxEntrySchema, text } from '@cloudphone/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope.js';
import type { OutboxRepo } from './outbox.repo.js';

/** Registered only while SMS or mail go to the console providers (never in production). */
export async function outboxRoutes(app: FastifyInstance, { outbox }: { outbox: OutboxRepo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dev-api/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the console providers sent (development only)',
        querystring: z.object({ to: text().max(100).optional() }),
        response: replies(z.array(OutboxEntrySchema)),
      },
    },
    async (request) => ok(await outbox.list(request.query.to)),
  );

  r.get('/dev-api/outbox/page', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await outbox.list();
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const body = rows
      .map(
        (m) =>
          `<tr><td>${esc(m.createdAt)}</td><td>${m.channel}</td><td>${esc(m.to)}</td><td><b>${esc(m.code ?? '')}</b></td><td>${esc(m.text)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Dev outbox</title><style>body{font:14px system-ui;margin:24px}td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}</style><h1>Dev outbox</h1><p>SMS and e-mail sent by the console providers (refreshes every 5 s).</p><table><tr><th>time</th><th>channel</th><th>to</th><th>code</th><th>text</th></tr>${body}</table>`,
      );
  });
}
