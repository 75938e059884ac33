import { EventEmitter } from 'node:events';
import type { BusChannel, BusChannels } from '@cloudphone/contract';
import type { Redis } from 'ioredis';

type BusHandler = (message: never) => void;

/**
 * Events every node must hear (a session revoked on one node closes its socket on another), on
 * the channels the contract declares with what each carries (BusChannels). Redis pub/sub when
 * REDIS_URL is set; an in-process emitter otherwise.
 */
export interface Bus {
  publish<C extends BusChannel>(channel: C, message: BusChannels[C]): Promise<void>;
  subscribe<C extends BusChannel>(channel: C, handler: (message: BusChannels[C]) => void): () => void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Delivered on the next tick, as a network bus would: publishers never run handlers inline.
      const copy = JSON.parse(JSON.stringify(message)) as unknown;
      setImmediate(() => emitter.emit(channel, copy));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function redisBus(publisher: Redis, subscriber: Redis, prefix = 'cp:'): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel.slice(prefix.length));
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    // What a node of this build published on a channel it declares.
    for (const handler of set) handler(message as never);
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        void subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          void subscriber.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
