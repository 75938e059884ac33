import { FRAME_KIND } from '@cloudphone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { type Harness } from '../kit/harness.js';
import { signedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness, type StreamClient } from '../kit/play-client.js';
import { ownerWithPhone, sharePhoneFor } from '../kit/rented-phones.js';

/**
 * Two nodes on one store: the harness's app (node A) and a second app built on the same
 * database, KV and bus (node B), each with its own play sessions and sockets, as two server
 * processes would have. With DATABASE_URL and REDIS_URL set, the store is PostgreSQL and Redis.
 */
let t: Harness;
let baseA: string;
let nodeB: BuiltApp;
let baseB: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseA = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);
beforeAll(async () => {
  nodeB = await buildApp({ config: t.config, clock: t.clock, resources: t.deps.resources, logger: false });
  baseB = await nodeB.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const client of open) client.close();
  await nodeB.app.close();
});

/** startPhone (on either node: the ticket is in the shared store), then the stream on `base`. */
async function play(token: string, phoneId: number, base: string) {
  const started = await startPhone(t, token, phoneId);
  expect(started.code).toBe(0);
  const client = openStream(base, started.data.url);
  open.push(client);
  return client;
}

async function rotated(client: StreamClient, seq: number) {
  client.send({ type: 'rotate', seq });
  return client.frame((f) => f.kind === FRAME_KIND.jpeg && f.seq === seq);
}

describe('hand-over across nodes', () => {
  it("takes control on node B from a grantee streaming on node A, and hands it back when the owner's stream closes", async () => {
    const owner = await ownerWithPhone(t);
    const grantee = await signedInMember(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });
    const granteeStream = await play(grantee.token, owner.phoneId, baseA);
    await granteeStream.next('ready');
    await rotated(granteeStream, 1);

    const ownerStream = await play(owner.token, owner.phoneId, baseB);
    expect(await ownerStream.next('ready')).toMatchObject({ viewOnly: true, handover: true });
    ownerStream.send({ type: 'take-control', seq: 2 });
    expect(await ownerStream.next('control-granted')).toEqual({ type: 'control-granted' });
    expect(await granteeStream.next('control-taken')).toMatchObject({ msg: '云机所有者已接管控制，您当前只能查看' });
    expect(t.deps.playSessions.size()).toBe(1);
    expect(nodeB.deps.playSessions.size()).toBe(1);

    granteeStream.send({ type: 'rotate', seq: 3 });
    expect(await granteeStream.next('refused')).toEqual({ type: 'refused', seq: 3, msg: '云机所有者已接管控制，您当前只能查看' });
    await rotated(ownerStream, 4);
    expect(ownerStream.frames.some((f) => f.seq === 3)).toBe(false);

    ownerStream.close();
    expect(await granteeStream.next('control-returned')).toMatchObject({ msg: '云机所有者已交还控制' });
    await rotated(granteeStream, 5);
    expect(granteeStream.controls.some((c) => c.type === 'error')).toBe(false);
  });
});
