import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/http/error-handler.js';
import { installHandlerDeadline } from '../../src/http/handler-deadline.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function appWith(deadlineMs: number, logs?: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs?.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: logs ? { level: 'warn', stream } : false });
  installErrorHandler(app);
  const deadline = installHandlerDeadline(app, deadlineMs, 10);
  let late = 0;
  app.get('/slow', async () => {
    await sleep(deadlineMs * 4);
    late++;
    return 'late';
  });
  app.post('/quick', async (request) => ({ echo: request.body }));
  // A route with its own timeout (as uploads have) is left to it.
  app.get('/own', { handlerTimeout: deadlineMs * 10 }, async () => {
    await sleep(deadlineMs * 3);
    return 'in time';
  });
  app.get('/streaming', async (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('started');
    reply.hijack();
    await sleep(deadlineMs * 4);
    reply.raw.end();
  });
  return { app, deadline, late: () => late };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the handler deadline', () => {
  it('answers a route still busy past its deadline with the translated 503, in both languages', async () => {
    const { app, deadline, late } = await appWith(50);
    close = () => app.close();
    const [en, zh] = await Promise.all([
      app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'en-US' } }),
      app.inject({ method: 'GET', url: '/slow' }),
    ]);
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({ code: 503, data: null, msg: 'The server took too long to answer; please try again later' });
    expect(zh.json()).toMatchObject({ code: 503, msg: '服务器处理超时，请稍后再试' });
    // The handlers were still running when the answers went out.
    expect(late()).toBe(0);
    expect(deadline.inProgress()).toBe(0);
  });

  it('leaves answered requests alone and forgets them', async () => {
    const { app, deadline } = await appWith(50);
    close = () => app.close();
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: '/quick', payload: { i } })));
    expect(replies.map((r) => r.json<{ echo: { i: number } }>().echo.i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(deadline.inProgress()).toBe(0);
  });

  it("keeps to a route's own handlerTimeout and never cuts a hijacked reply", async () => {
    const { app, deadline } = await appWith(50);
    close = () => app.close();
    const own = await app.inject({ method: 'GET', url: '/own' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('in time');
    const streaming = await app.inject({ method: 'GET', url: '/streaming' });
    expect(streaming.statusCode).toBe(200);
    expect(streaming.body).toBe('started');
    expect(deadline.inProgress()).toBe(0);
  });

  it('forgets a request whose client went away, answering nothing and logging no error', async () => {
    const logs: string[] = [];
    // A deadline the client leaves well before: with 50 ms, a loaded machine could reach it before
    // the client went away, and the timeout answered then is not what this test is about.
    const { app, deadline } = await appWith(2000, logs);
    close = () => app.close();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = request({ host: '127.0.0.1', port, path: '/slow' });
    req.on('error', () => undefined);
    req.end();
    await expect.poll(() => deadline.inProgress()).toBe(1);
    req.destroy();
    await expect.poll(() => deadline.inProgress()).toBe(0);
    await sleep(100);
    expect(logs.filter((line) => /"level":(50|40)/.test(line))).toEqual([]);
  });
});
