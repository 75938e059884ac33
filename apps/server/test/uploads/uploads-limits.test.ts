import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../src/http/error-handler.js';
import { createHarness, type Harness } from '../kit/harness.js';
import { bearer, signedInMember, type SignedInMember } from '../kit/members.js';
import { leftovers, multipart, upload, uploadsEnv } from './uploads-fixture.js';

let t: Harness;
let alice: SignedInMember;
let bob: SignedInMember;

beforeAll(async () => {
  t = await createHarness(uploadsEnv({ UPLOAD_RATE_LIMIT_PER_MINUTE: '3', UPLOAD_IP_RATE_LIMIT_PER_MINUTE: '5' }));
  alice = await signedInMember(t);
  bob = await signedInMember(t);
});
afterAll(() => t.close());

const limited = { status: 429, code: 1011005013 };

describe('upload rate limits', () => {
  it('limits uploads per member and per address with a translated 429, storing nothing refused', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(t, alice.token, `a${i}.txt`, Buffer.from(`a${i}`))).code).toBe(0);
    expect(await upload(t, alice.token, 'a3.txt', Buffer.from('a3'))).toMatchObject({ ...limited, msg: '上传过于频繁，请稍后再试' });
    // Bob is under his own limit, and the address has one upload left (alice's four tries counted).
    expect((await upload(t, bob.token, 'b0.txt', Buffer.from('b0'))).code).toBe(0);
    expect(await upload(t, bob.token, 'b1.txt', Buffer.from('b1'), 'en-US')).toMatchObject({
      ...limited,
      msg: 'Too many uploads; please try again later',
    });
    // The address is refused before the session is even looked at.
    const body = multipart('anon.txt', Buffer.from('x'));
    const anonymous = await t.call({
      method: 'POST',
      url: '/app-api/infra/upload-file/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous).toMatchObject(limited);
    expect((await leftovers(t)).rows).toBe(4);
    // Other endpoints of the member are not held back by the upload limit.
    const usage = await t.call({ method: 'GET', url: '/app-api/infra/upload-file/usage', headers: bearer(alice.token) });
    expect(usage.code).toBe(0);
  });
});

describe('request timeouts', () => {
  it('sets socket, request and handler timeouts on the server from the configuration', () => {
    expect(t.config).toMatchObject({
      HTTP_IDLE_TIMEOUT_S: 120,
      HTTP_REQUEST_TIMEOUT_S: 3600,
      HTTP_HANDLER_TIMEOUT_S: 60,
      UPLOAD_IDLE_TIMEOUT_MS: 5000,
    });
    expect(t.app.server.timeout).toBe(120_000);
    expect(t.app.server.requestTimeout).toBe(3_600_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.initialConfig).toMatchObject({ connectionTimeout: 120_000, requestTimeout: 3_600_000 });
  });

  it('answers a handler that overruns its timeout with a translated 503', async () => {
    const app = Fastify({ logger: false, handlerTimeout: 50 });
    installErrorHandler(app);
    app.get('/slow', async (request) => {
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
      return 'late';
    });
    const res = await app.inject({ method: 'GET', url: '/slow', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, data: null, msg: 'The server took too long to answer; please try again later' });
    await app.close();
  });
});
