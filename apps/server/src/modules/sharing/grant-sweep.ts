import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import type { Kv } from '../../infra/kv.js';
import { recordAudit } from '../phone-audit/phone-audit.repo.js';
import { createAccreditRepo } from './accredit.repo.js';
import { createAuditRepo } from './audit.repo.js';
import { expiryAudit, type Grants } from './grants.js';

/** How long one node keeps the sweep to itself: longer than a sweep takes, short enough to hand over after a crash. */
const SWEEP_LEASE_S = 60;
/** Rows handled per statement; a sweep goes on until none are left. */
const BATCH = 500;

/**
 * The grant sweep (issue 16): grants past their expiry time end (deleted, with an 'expire' audit
 * entry, and their grantees' sockets on the phone closed with 'grantEnded'), and audit entries
 * older than the retention are deleted. One node at a time, under a lease in the shared store.
 */
export function createGrantSweep(deps: {
  db: Db;
  kv: Kv;
  clock: Clock;
  grants: Grants;
  log: FastifyBaseLogger;
  retainDays: number;
  intervalS: number;
}) {
  const { db, kv, clock, grants } = deps;
  const node = `${process.pid}-${Math.random().toString(36).slice(2)}`;

  async function endExpired(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const ended = await db.transaction(async (tx) => {
        const repo = createAccreditRepo(tx);
        const ended = await repo.deleteExpired(now, BATCH);
        const owlIds = await repo.owlIdsOf([...new Set(ended.map((g) => g.phoneId))]);
        await recordAudit(
          tx,
          ended.map((g) => expiryAudit(g, owlIds.get(g.phoneId) ?? '')),
        );
        return ended;
      });
      await grants.announce(ended, 'expired');
      total += ended.length;
      if (ended.length < BATCH) return total;
    }
  }

  async function purgeAudit(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - deps.retainDays * 86_400_000);
    const repo = createAuditRepo(db);
    let total = 0;
    for (;;) {
      const gone = await repo.deleteBefore(cutoff, BATCH * 10);
      total += gone;
      if (gone < BATCH * 10) return total;
    }
  }

  /** One sweep, unless another node is sweeping (null then). */
  async function sweepOnce(): Promise<{ expired: number; purged: number } | null> {
    if (!(await kv.setIfAbsent('sharing:grant-sweep', node, SWEEP_LEASE_S))) return null;
    try {
      const now = clock.now();
      return { expired: await endExpired(now), purged: await purgeAudit(now) };
    } finally {
      await kv.deleteIfEquals('sharing:grant-sweep', node);
    }
  }

  const timer =
    deps.intervalS > 0
      ? setInterval(() => void sweepOnce().catch((err: unknown) => deps.log.error({ err }, 'grant sweep failed')), deps.intervalS * 1000)
      : null;
  timer?.unref();

  return {
    sweepOnce,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
export type GrantSweep = ReturnType<typeof createGrantSweep>;
