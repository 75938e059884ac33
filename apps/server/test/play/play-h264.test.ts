import { FRAME_FLAG_KEY, FRAME_KIND, type StartPhoneResult } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, type ReceivedFrame, useStreamHarness } from '../kit/play-client.js';
import { rentPhones } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness((harness, url) => {
  t = harness;
  baseUrl = url;
});

const start = (token: string, payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.call<StartPhoneResult>({
    method: 'POST',
    url: '/app-api/infra/cacloud-resource/phone/startPhone',
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });

const isKey = (f: ReceivedFrame) => (f.flags & FRAME_FLAG_KEY) !== 0;

describe('the stream in H.264', () => {
  it('sends CONFIG (h264), the avcC record and a key frame, then a delta frame carrying the input’s seq', async () => {
    const owner = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const started = await start(owner.token, { phoneId, codec: 'h264' });
    expect(started.code).toBe(0);
    const client = openStream(baseUrl, started.data.url);
    open.push(client);

    await client.next('ready');
    const first = await client.frame((f) => f.kind === FRAME_KIND.h264Au, { ms: 10_000 });
    const kinds = client.frames.map((f) => f.kind);
    expect(kinds.slice(0, 3)).toEqual([FRAME_KIND.config, FRAME_KIND.h264Config, FRAME_KIND.h264Au]);
    expect(client.frames[0]!.config).toMatchObject({ codec: 'h264', rotation: 0 });
    expect(client.frames[1]!.payload[0]).toBe(1);
    expect(isKey(first)).toBe(true);
    expect(client.frames.some((f) => f.kind === FRAME_KIND.jpeg)).toBe(false);

    const from = client.frames.length;
    client.send({ type: 'key', key: 'recents', seq: 7 });
    const after = await client.frame((f) => f.kind === FRAME_KIND.h264Au, { from, ms: 10_000 });
    expect(after.seq).toBe(7);
    expect(isKey(after)).toBe(false);
    // Same size and stream: no new CONFIG or avcC before it.
    expect(client.frames.slice(from).map((f) => f.kind)).toEqual([FRAME_KIND.h264Au]);
  });

  it('starts again with CONFIG and a key frame in the new size after a rotation', async () => {
    const owner = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const client = openStream(baseUrl, (await start(owner.token, { phoneId, codec: 'h264' })).data.url);
    open.push(client);
    await client.frame((f) => f.kind === FRAME_KIND.h264Au, { ms: 10_000 });
    const from = client.frames.length;
    client.send({ type: 'rotate', seq: 3 });
    const config = await client.frame((f) => f.kind === FRAME_KIND.config, { from, ms: 10_000 });
    expect(config.config).toMatchObject({ codec: 'h264', rotation: 1 });
    const au = await client.frame((f) => f.kind === FRAME_KIND.h264Au, { from, ms: 10_000 });
    expect(isKey(au)).toBe(true);
    expect(au.seq).toBe(3);
  });

  it('keeps JPEG when no codec is asked for, and refuses an unknown codec with a translated message', async () => {
    const owner = await signedInMember(t);
    const [phoneId] = await rentPhones(t, owner.id, 1);
    const bad = await start(owner.token, { phoneId, codec: 'vp9' }, 'en-US');
    expect(bad.code).not.toBe(0);
    expect(bad.msg).toMatch(/invalid/i);
    const client = openStream(baseUrl, (await start(owner.token, { phoneId })).data.url);
    open.push(client);
    await client.frame((f) => f.kind === FRAME_KIND.jpeg, { ms: 10_000 });
    expect(client.frames[0]!.config).toMatchObject({ codec: 'jpeg' });
  });
});
