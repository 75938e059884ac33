import { EventEmitter } from 'node:events';
import { PHONE_STATUS, type StreamInput } from '@cloudphone/contract';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DeviceDriver, DeviceStream } from '../../../devices/driver.js';
import type { AccessiblePhone } from '../../phone-access/phone-access.repo.js';
import type { ControlLocks } from '../control-lock.js';
import { createFrameMux } from '../frame-mux.js';
import { createGroupFollowers } from './group-followers.js';

describe('group-control followers', () => {
  it('replays input only on followers whose control slot is surely still held', async () => {
    const sent: string[] = [];
    const socket = Object.assign(new EventEmitter(), {
      readyState: WebSocket.OPEN as number,
      bufferedAmount: 0,
      send: (data: string) => void sent.push(data),
    }) as unknown as WebSocket;
    const applied = new Map<string, StreamInput[]>();
    const driver = {
      openStream: async (owlId: string) =>
        ({
          onFrame: () => () => undefined,
          input: (input: StreamInput) => void applied.set(owlId, [...(applied.get(owlId) ?? []), input]),
          setQuality: () => undefined,
          screenshot: async () => Buffer.alloc(0),
          close: () => undefined,
        }) satisfies DeviceStream,
    } as unknown as DeviceDriver;
    const held = new Map<number, boolean>([
      [2, true],
      [3, true],
    ]);
    const locks = {
      acquire: async (phoneId: number) => ({
        phoneId,
        held: () => held.get(phoneId) ?? false,
        renew: async () => true,
        release: async () => undefined,
      }),
    } as unknown as ControlLocks;
    const phone = (id: number) =>
      ({ id, owlId: `CP${id}`, alias: `phone ${id}`, status: PHONE_STATUS.running, powerOn: true }) as AccessiblePhone;
    const followers = createGroupFollowers({
      socket,
      mux: createFrameMux(socket),
      driver,
      locks,
      log: pino({ level: 'silent' }),
      locale: 'en-US',
      memberId: 1,
      phones: [phone(2), phone(3)],
    });
    await followers.start();

    held.set(3, false); // its node lost touch with the store long enough that the slot may have lapsed
    followers.replay({ type: 'key', key: 'home', seq: 9 });
    expect(applied.get('CP2')).toEqual([{ type: 'key', key: 'home', seq: 9 }]);
    expect(applied.get('CP3')).toBeUndefined();
    expect(JSON.parse(sent.at(-1)!)).toMatchObject({ type: 'replayed', seq: 9, applied: 1, skipped: 1 });
    followers.close();
  });
});
