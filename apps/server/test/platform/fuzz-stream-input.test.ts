import { StreamInputSchema, STREAM_KEYS } from '@cloudphone/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCatalogueText } from '../fuzz/catalogue-match.js';
import { junkValue, withControl } from '../fuzz/fuzz-inputs.js';
import { type Harness } from '../kit/harness.js';
import { openStream, startPhone, useStreamHarness } from '../kit/play-client.js';
import { ownerWithPhone } from '../kit/rented-phones.js';

/**
 * The play stream's websocket takes input as JSON text: junk must be refused one message at a
 * time, in the member's language, and the stream must go on. FUZZ_SEED replays a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

let t: Harness;
let baseUrl: string;
const open = useStreamHarness((harness, url) => {
  t = harness;
  baseUrl = url;
});

const TYPES = ['touch', 'key', 'text', 'rotate', 'clipboard', 'screenshot', 'quality', 'nope'];
/** An input of a known type with junk fields, one with a control character in its text, or no JSON at all. */
const junkInput = fc.oneof(
  fc
    .record(
      { type: fc.constantFrom(...TYPES), seq: fc.oneof(fc.nat(), junkValue), x: junkValue, key: junkValue, text: junkValue },
      { requiredKeys: ['type'] },
    )
    .map(JSON.stringify),
  fc.record({ type: fc.constantFrom('text', 'clipboard'), text: withControl, seq: fc.nat() }).map(JSON.stringify),
  junkValue.map(JSON.stringify),
  fc.string({ maxLength: 50 }),
);

describe(`play stream input (seed ${SEED})`, () => {
  it('refuses every malformed input with a translated message and keeps the stream open', async () => {
    const owner = await ownerWithPhone(t);
    const started = await startPhone(t, owner.token, owner.phoneId, 'en-US');
    expect(started.code).toBe(0);
    const client = openStream(baseUrl, started.data.url);
    open.push(client);
    expect(await client.outcome()).toBe('ready');

    // Past the socket's 64 KiB message limit the connection is closed (1009) by design.
    const sent = fc.sample(junkInput, { seed: SEED, numRuns: 200 }).filter((raw) => {
      if (Buffer.byteLength(raw) > 60_000) return false;
      try {
        return !StreamInputSchema.safeParse(JSON.parse(raw)).success;
      } catch {
        return true;
      }
    });
    for (const raw of sent) client.sendRaw(raw);
    // A valid input between junk is taken: its seq is never refused.
    client.send({ type: 'key', key: STREAM_KEYS[0], seq: 4_000_000 });
    client.sendRaw('{"type":"text","text":"a\\u0000b","seq":4000001}');

    await expect.poll(() => client.controls.filter((c) => c.type === 'refused').length).toBe(sent.length + 1);
    const refused = client.controls.filter((c) => c.type === 'refused');
    for (const r of refused) expect(isCatalogueText(r.msg, 'en-US'), r.msg).toBe(true);
    expect(refused.map((r) => r.seq)).not.toContain(4_000_000);
    expect(refused.at(-1)).toMatchObject({ seq: 4_000_001 });
    expect(client.controls.filter((c) => c.type === 'error')).toEqual([]);
  });
});
