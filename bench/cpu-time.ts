import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) a process has used so far; 0 where /proc cannot tell. */
export function processCpuMs(pid: number): number {
  try {
    // The fields after the command name, which may itself hold spaces: utime and stime are 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time (ms) so far of each PostgreSQL process on this machine (backends, writers, WAL, ...), by pid. */
export function postgresCpuMs(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU time (ms) between two readings: what each process still running used since the
 * first (all of it for one started since). A process that ended in between is left out rather than
 * subtracting its whole life, as a plain difference of sums would.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of postgresCpuMs()) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
