import { formatYuan } from '@cloudphone/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { SandboxPayments, SandboxTrade } from '../../providers/payment/sandbox.js';

const params = z.object({ orderNo: z.string().regex(/^\d{1,32}$/) });
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STATE_WORDS: Record<SandboxTrade['state'] | 'failed', string> = {
  unpaid: '待支付 / Waiting for payment',
  paid: '支付成功 / Paid',
  closed: '交易已关闭 / This trade is closed',
  failed: '已放弃支付，订单仍待支付 / Payment abandoned; the order is still pending',
};

/** The sandbox's cashier: a page with the amount and two buttons, plain forms so it needs no script. */
function cashierPage(trade: SandboxTrade, returnUrl: string, failed: boolean) {
  const state = failed && trade.state === 'unpaid' ? 'failed' : trade.state;
  const open = trade.state === 'unpaid' && trade.expireTime > Date.now();
  const action = `/pay-sandbox/${encodeURIComponent(trade.orderNo)}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙箱收银台 / Sandbox cashier</title>
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f7fa;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:32px 16px;padding:24px;border-radius:8px;max-width:420px;width:100%;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 4px}.note{color:#909399;font-size:13px;margin:0 0 20px}
.amount{font-size:36px;color:#f56c6c;font-weight:600;margin:12px 0}.row{color:#606266;font-size:14px;margin:6px 0;word-break:break-all}
.state{margin:16px 0;padding:8px 12px;border-radius:4px;background:#ecf5ff;color:#409eff}
form{display:inline}button{font-size:16px;padding:10px 28px;border-radius:4px;border:1px solid #dcdfe6;background:#fff;cursor:pointer;margin-right:12px}
button.pay{background:#409eff;border-color:#409eff;color:#fff}a{color:#409eff}
</style></head><body><main>
<h1>沙箱收银台 / Sandbox cashier</h1>
<p class="note">测试环境，不会产生真实扣款 / A test installation: no real money moves</p>
<div class="amount" data-amount="${trade.amount}">¥${formatYuan(trade.amount)}</div>
<p class="row">${escape(trade.subject)}</p>
<p class="row">订单号 / Order: <span data-order-no>${escape(trade.orderNo)}</span></p>
<p class="state" data-state="${state}">${STATE_WORDS[state]}</p>
${
  open
    ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">支付 / Pay</button></form><form method="post" action="${action}/fail"><button type="submit">失败 / Fail</button></form>`
    : ''
}
<p class="row"><a href="${escape(returnUrl)}">返回控制台 / Back to the console</a></p>
</main></body></html>`;
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * GET /pay-sandbox/{orderNo}: the cashier; POST …/pay pays (no sign-in, as a real cashier's
 * payer has none; once: a repeat does nothing new), POST …/fail gives up. A browser's form post
 * is sent back to the page; a script gets the usual envelope.
 */
export async function sandboxCashierRoutes(app: FastifyInstance, { sandbox, returnUrl }: { sandbox: SandboxPayments; returnUrl: string }) {
  await app.register(async (scope) => {
    // The cashier's forms post nothing but their action.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
    // The page and its buttons are for people; paying is also for scripts, so it is documented.
    const schema = { hide: true, params };
    const paySchema = {
      params,
      tags: ['payments'],
      summary:
        'Sandbox only (never in production): pay an order at the sandbox cashier, as its payer. Sends a signed notification through /app-api/pay/notify/sandbox; a repeat changes nothing; a cancelled or timed-out order is refused',
    };
    const tradeOf = async (request: FastifyRequest) => {
      const trade = await sandbox.trade((request.params as z.infer<typeof params>).orderNo);
      if (!trade) throw new AppError('ORDER_NOT_FOUND');
      return trade;
    };
    const page = async (request: FastifyRequest, reply: FastifyReply, failed = false) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(cashierPage(await tradeOf(request), returnUrl, failed));

    scope.get('/pay-sandbox/:orderNo', { schema }, (request, reply) =>
      page(request, reply, (request.query as { failed?: string }).failed === '1'),
    );

    scope.post('/pay-sandbox/:orderNo/pay', { schema: paySchema }, async (request, reply) => {
      const trade = await tradeOf(request);
      const outcome = await sandbox.pay(trade.orderNo);
      if (wantsHtml(request)) return reply.redirect(`/pay-sandbox/${encodeURIComponent(trade.orderNo)}`, 303);
      if (outcome !== 'paid') throw new AppError('ORDER_NOT_PENDING');
      return ok(true);
    });

    scope.post('/pay-sandbox/:orderNo/fail', { schema }, async (request, reply) => {
      const trade = await tradeOf(request);
      if (wantsHtml(request)) return reply.redirect(`/pay-sandbox/${encodeURIComponent(trade.orderNo)}?failed=1`, 303);
      return ok(true);
    });
  });
}
