import type { SimBackup, SimRecord, SimStore } from './sim-store.js';

const copy = <T>(value: T): T => structuredClone(value);

/** The simulator's store in process memory: for unit tests, where nothing has to survive. */
export function memorySimStore(): SimStore {
  const records = new Map<string, SimRecord>();
  const backups = new Map<string, SimBackup>();
  return {
    async get(ref) {
      const record = records.get(ref);
      return record ? copy(record) : null;
    },
    async update(ref, change) {
      const record = records.get(ref);
      if (!record) return null;
      const next = change(copy(record));
      records.set(ref, next);
      return copy(next);
    },
    async insert(record) {
      records.set(record.state.ref, copy(record));
    },
    async delete(ref) {
      records.delete(ref);
    },
    async list(after, limit) {
      return [...records.keys()]
        .filter((ref) => after === null || ref > after)
        .sort()
        .slice(0, limit)
        .map((ref) => copy(records.get(ref)!));
    },
    async count() {
      return records.size;
    },
    async finishDue(now, limit, finish) {
      const due = [...records.values()].filter((r) => r.state.operation && r.state.operation.endsAt <= now).slice(0, limit);
      return due.map((record) => {
        const next = finish(copy(record));
        records.set(next.state.ref, next);
        return copy(next);
      });
    },
    async putBackup(id, backup) {
      backups.set(id, copy(backup));
    },
    async getBackup(id) {
      const backup = backups.get(id);
      return backup ? copy(backup) : null;
    },
  };
}
