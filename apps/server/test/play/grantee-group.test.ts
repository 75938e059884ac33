import type { Follower, StartGroupControlResult } from '@cloudphone/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneAudit } from '../../src/db/schema.js';
import { type Harness } from '../kit/harness.js';
import { bearer, signedInMember } from '../kit/members.js';
import { openStream, startPhone, useStreamHarness, type StreamClient } from '../kit/play-client.js';
import { ownerWithPhone, rentPhones, sharePhoneFor } from '../kit/rented-phones.js';

let t: Harness;
let baseUrl: string;
const open = useStreamHarness(
  (harness, url) => {
    t = harness;
    baseUrl = url;
  },
  { ACCESS_TOKEN_TTL_S: String(30 * 86_400) },
);

/** The follower's state as last announced on the group's socket. */
function stateOf(client: StreamClient, phoneId: number) {
  let last: Follower | undefined;
  for (const c of client.controls) if (c.type === 'followers') last = c.followers.find((f) => f.phoneId === phoneId) ?? last;
  return last?.state;
}

describe("an operate grantee's group control", () => {
  it("is in the follower's owner's audit trail, and gives the follower up to its owner until the owner's stream closes", async () => {
    const grantee = await signedInMember(t);
    const [master] = await rentPhones(t, grantee.id, 1);
    const owner = await ownerWithPhone(t);
    await sharePhoneFor(t, { phoneId: owner.phoneId, ownerId: owner.id, granteeId: grantee.id, accreditType: 2 });

    const started = await t.call<StartGroupControlResult>({
      method: 'POST',
      url: '/app-api/infra/cacloud-resource/phone/startGroupControl',
      payload: { phoneIds: [master, owner.phoneId], masterId: master },
      headers: bearer(grantee.token),
    });
    expect(started.code).toBe(0);
    const groupStream = openStream(baseUrl, started.data.url);
    open.push(groupStream);
    expect(await groupStream.outcome()).toBe('ready');
    await expect.poll(() => stateOf(groupStream, owner.phoneId)).toBe('active');
    // Only the shared phone is audited, for its owner.
    await expect.poll(async () => (await t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, owner.phoneId))).length).toBe(1);
    expect(await t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, master!))).toEqual([]);

    const played = await startPhone(t, owner.token, owner.phoneId);
    const ownerStream = openStream(baseUrl, played.data.url);
    open.push(ownerStream);
    expect(await ownerStream.next('ready')).toMatchObject({ viewOnly: true, handover: true });
    ownerStream.send({ type: 'take-control', seq: 1 });
    expect(await ownerStream.next('control-granted')).toEqual({ type: 'control-granted' });
    await expect.poll(() => stateOf(groupStream, owner.phoneId)).toBe('occupied');
    // The grantee's own master is not touched.
    expect(groupStream.controls.some((c) => c.type === 'control-taken' || c.type === 'error')).toBe(false);
    const audit = await t.deps.db.select().from(phoneAudit).where(eq(phoneAudit.phoneId, owner.phoneId)).orderBy(asc(phoneAudit.id));
    expect(audit.map((e) => [e.action, e.ownerId, e.actorId, e.granteeId])).toEqual([
      ['play', owner.id, grantee.id, grantee.id],
      ['takeControl', owner.id, owner.id, grantee.id],
    ]);

    ownerStream.close();
    await expect.poll(() => stateOf(groupStream, owner.phoneId)).toBe('active');
  });
});
