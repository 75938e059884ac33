import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotificationSignatureError, type NotificationRequest } from '../../providers/payment/types.js';
import type { OrdersService } from './orders.service.js';
import type { PaymentProviders } from './payments.js';

/** Largest notification body any provider sends (WeChat Pay's and Alipay's are a few KB). */
const NOTIFY_BODY_LIMIT = 64 * 1024;

/**
 * Where providers tell of payments: POST /app-api/pay/notify/{provider}. The body is kept as it
 * came, since signatures cover its bytes; a notification is acted on only once its provider has
 * verified it, and answered the way that provider expects so that it stops resending. Refusals
 * (bad signature, wrong amount, unknown order) change nothing and are logged.
 */
export async function paymentNotifyRoutes(
  app: FastifyInstance,
  { payments, orders }: { payments: PaymentProviders; orders: OrdersService },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      '/app-api/pay/notify/:provider',
      {
        schema: {
          summary: "A payment provider's notification (WeChat Pay, Alipay, sandbox), verified by its signature",
          tags: ['payments'],
          params: z.object({ provider: z.string().regex(/^[a-z]{1,16}$/) }),
        },
      },
      async (request, reply) => {
        const { provider: name } = request.params as { provider: string };
        const provider = payments.byName(name);
        if (!provider) return reply.status(404).send({ code: 'NOT_FOUND', message: 'unknown provider' });
        const notification: NotificationRequest = { headers: request.headers, body: typeof request.body === 'string' ? request.body : '' };
        let read;
        try {
          read = await provider.readNotification(notification);
        } catch (err) {
          const why = err instanceof NotificationSignatureError ? 'signature' : 'unreadable';
          request.log.warn({ provider: name, why }, 'payment notification refused');
          return reply.status(401).send({ code: 'FAIL', message: why });
        }
        if (read.kind === 'paid') {
          const outcome = await orders.settle(read.payment, provider.name);
          if (outcome !== 'credited' && outcome !== 'duplicate' && outcome !== 'refunded-closed') {
            request.log.warn({ provider: name, orderNo: read.payment.orderNo, outcome }, 'payment notification refused');
            return reply.status(400).send({ code: 'FAIL', message: outcome });
          }
        }
        const { status, contentType, body } = provider.acknowledgement;
        return reply.status(status).type(contentType).send(body);
      },
    );
  });
}
