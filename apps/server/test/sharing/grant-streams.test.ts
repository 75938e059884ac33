import { STREAM_CLOSE } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import type { Harness } from '../kit/harness.js';
import { openStream, startPhone, useStreamHarness, type StreamClient } from '../kit/play-client.js';
import { rentPhones } from '../kit/rented-phones.js';
import { A, EN, LONG_SESSIONS, sharingKit, T, ZH, type Account, type SharingKit } from './sharing-kit.js';

let t: Harness;
let k: SharingKit;
let baseUrl: string;
const open = useStreamHarness((harness, url) => {
  t = harness;
  k = sharingKit(t);
  baseUrl = url;
}, LONG_SESSIONS);

const ENDED = {
  [EN]: 'Your grant for this phone was recalled or has expired',
  [ZH]: '该云机的授权已收回或已到期',
};

/** The member's live stream on the phone, opened as the console does. */
const live = async (who: Account, phoneId: number, lang: string = EN) => {
  const started = await startPhone(t, who.token, phoneId, lang);
  expect(started.code, started.msg).toBe(0);
  const client = openStream(baseUrl, started.data.url);
  open.push(client);
  expect(await client.outcome()).toBe('ready');
  return client;
};
/** How the server ended the stream: its last message and close code. */
const endOf = async (client: StreamClient) => ({ error: await client.next('error'), code: (await client.closed).code });
const grantEnded = (lang: string = EN) => ({
  error: { type: 'error', code: 'grantEnded', msg: ENDED[lang as keyof typeof ENDED] },
  code: STREAM_CLOSE.grantEnded,
});
/** The stream still answers: a screenshot comes back. */
const answers = async (client: StreamClient, seq: number) => {
  client.send({ type: 'screenshot', seq });
  expect((await client.frame((f) => f.kind === 5 && f.seq === seq)).seq).toBe(seq);
  expect(client.controls.some((c) => c.type === 'error')).toBe(false);
};
const setUp = async (accreditType = 2, ttlMs = 86_400_000) => {
  const [owner, grantee] = [await k.account(), await k.account()];
  const [phoneId] = await rentPhones(t, owner.id, 1);
  const [relationId] = await k.grant(owner, [phoneId!], grantee, accreditType, k.until(ttlMs));
  return { owner, grantee, phoneId: phoneId!, relationId: relationId! };
};

describe('a grant ending during a play session', () => {
  it('expiry: the first sweep after expireTime closes the grantee’s stream with grantEnded, and records it', async () => {
    const { owner, grantee, phoneId } = await setUp(2, 60_000);
    const stream = await live(grantee, phoneId, ZH);
    t.clock.advance(59_000);
    expect(await t.deps.sharing.sweepOnce()).toMatchObject({ expired: 0 });
    await answers(stream, 1);

    t.clock.advance(1_000);
    expect(await t.deps.sharing.sweepOnce()).toMatchObject({ expired: 1 });
    expect(await endOf(stream)).toEqual(grantEnded(ZH));
    expect(await k.grantsOn(phoneId)).toEqual([]);
    const [entry] = (await k.audit(owner, { phoneId })).list;
    expect(entry).toMatchObject({ action: 'expire', subMemberPhone: grantee.phone, createTime: k.until(0) });
    // The grantee cannot open it again.
    expect((await startPhone(t, grantee.token, phoneId, EN)).msg).toBe('The phone does not exist');
  });

  it('recall closes the grantee’s stream at once', async () => {
    const { owner, grantee, phoneId, relationId } = await setUp();
    const stream = await live(grantee, phoneId);
    expect((await k.post(A.recall, owner, { relationId, relationType: 1 })).code).toBe(0);
    expect(await endOf(stream)).toEqual(grantEnded());
  });

  it('recall-batch closes each grantee’s stream', async () => {
    const [owner, g1, g2] = [await k.account(), await k.account(), await k.account()];
    const [p1, p2] = (await rentPhones(t, owner.id, 2)) as [number, number];
    const relationIds = [...(await k.grant(owner, [p1], g1)), ...(await k.grant(owner, [p2], g2))];
    const streams = [await live(g1!, p1), await live(g2!, p2, ZH)];
    expect((await k.post(A.recallBatch, owner, { relationIds, relationType: 1 })).data).toBe(2);
    expect(await endOf(streams[0]!)).toEqual(grantEnded());
    expect(await endOf(streams[1]!)).toEqual(grantEnded(ZH));
  });

  it('lowering operate to view closes the stream; raising view to operate leaves it open', async () => {
    const raised = await setUp(1);
    const watching = await live(raised.grantee, raised.phoneId);
    await k.post(A.update, raised.owner, { relationId: raised.relationId, accreditType: 2, expireTime: k.until() });
    await answers(watching, 2);

    const lowered = await setUp(2);
    const driving = await live(lowered.grantee, lowered.phoneId);
    await k.post(A.update, lowered.owner, { relationId: lowered.relationId, accreditType: 1, expireTime: k.until() });
    expect(await endOf(driving)).toEqual(grantEnded());
    const again = await startPhone(t, lowered.grantee.token, lowered.phoneId, EN);
    expect(again.data.viewOnly).toBe(true);
  });

  it('transfer closes the old owner’s and the grantee’s streams on the phone', async () => {
    const { owner, grantee, phoneId } = await setUp(1);
    const [other] = await rentPhones(t, owner.id, 1);
    const owners = await live(owner, phoneId);
    const elsewhere = await live(owner, other!);
    const grantees = await live(grantee, phoneId, ZH);
    const receiver = await k.account();
    const res = await k.post<{ results: Array<{ ok: boolean }> }>(T.transfer, owner, {
      phoneIds: [phoneId],
      receiverPhone: receiver.phone,
    });
    expect(res.data.results.map((r) => r.ok)).toEqual([true]);
    expect(await endOf(owners)).toEqual(grantEnded());
    expect(await endOf(grantees)).toEqual(grantEnded(ZH));
    await answers(elsewhere, 3);
    // The receiver plays it.
    await answers(await live(receiver, phoneId), 4);
  });
});
