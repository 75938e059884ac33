import { errorCatalogue, STREAM_CLOSE, STREAM_ERRORS } from '@cloudphone/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { closeReason, parseControl, parseFrameConfig } from './control';
import { actionFor, ERROR_ACTIONS, reconnectDelay } from './play-errors';
import { startFailure } from './play-session';

describe('what each stream error offers', () => {
  it('sends occupied, offline and abnormal back to the list', () => {
    expect(actionFor('occupied')).toBe('back');
    expect(actionFor('offline')).toBe('back');
    expect(actionFor('phoneAbnormal')).toBe('back');
  });

  it('offers reconnect after idle, and back-to-list-and-retry after a failed join', () => {
    expect(actionFor('idle')).toBe('reconnect');
    expect(actionFor('joinFailed')).toBe('list-retry');
  });

  it('reconnects by itself after a network error', () => {
    expect(actionFor('network')).toBe('auto');
  });

  it('has an action for every contract error, and a reconnect for unknown ones', () => {
    expect(Object.keys(ERROR_ACTIONS).sort()).toEqual(Object.keys(STREAM_ERRORS).sort());
    expect(actionFor('somethingNew')).toBe('reconnect');
  });

  it('backs off 1, 2, 4, 8 s then every 15 s', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 9].map((n) => reconnectDelay(n, mid))).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
    expect(reconnectDelay(0, () => 0)).toBe(850);
  });
});

describe('a refused startPhone', () => {
  it('retries by itself when the request got no answer, timed out or hit a server fault', () => {
    expect(startFailure(new ApiError('网络异常', { code: 0 }))).toEqual({ code: 'network', action: 'auto' });
    expect(startFailure(new ApiError('timeout', { code: 408 }))).toEqual({ code: 'network', action: 'auto' });
    expect(startFailure(new ApiError('boom', { code: 500 }))).toEqual({ code: 'network', action: 'auto' });
  });

  it('takes the stream error a catalogue code stands for', () => {
    expect(startFailure(new ApiError('设备离线', { code: errorCatalogue.PLAY_OFFLINE.code }))).toEqual({ code: 'offline', action: 'back' });
    expect(startFailure(new ApiError('云机异常', { code: errorCatalogue.PLAY_PHONE_ABNORMAL.code }))).toEqual({
      code: 'phoneAbnormal',
      action: 'back',
    });
  });

  it('goes back to the list for anything else (not the member’s phone, powered off)', () => {
    expect(startFailure(new ApiError('not found', { code: 404 }))).toEqual({ code: '404', action: 'back' });
    expect(startFailure(new ApiError('off', { code: errorCatalogue.PLAY_POWERED_OFF.code })).action).toBe('back');
  });
});

describe('control messages and close codes', () => {
  it('reads the control messages and refuses malformed ones', () => {
    expect(parseControl('{"type":"ready","viewOnly":true,"idleMinutes":10}')).toEqual({
      type: 'ready',
      viewOnly: true,
      idleMinutes: 10,
      handover: false,
    });
    expect(parseControl('{"type":"ready","viewOnly":true,"idleMinutes":10,"handover":true}')).toMatchObject({ handover: true });
    expect(parseControl('{"type":"control-granted"}')).toEqual({ type: 'control-granted' });
    expect(parseControl('{"type":"control-taken","msg":"云机所有者已接管控制"}')).toEqual({
      type: 'control-taken',
      msg: '云机所有者已接管控制',
    });
    expect(parseControl('{"type":"control-returned","msg":"已交还"}')).toEqual({ type: 'control-returned', msg: '已交还' });
    expect(parseControl('{"type":"control-taken"}')).toBeNull();
    expect(parseControl('{"type":"error","code":"occupied","msg":"当前设备已被其他用户占用"}')).toEqual({
      type: 'error',
      code: 'occupied',
      msg: '当前设备已被其他用户占用',
    });
    expect(parseControl('{"type":"refused","seq":4,"msg":"仅可查看，不能操作"}')).toMatchObject({ seq: 4 });
    expect(parseControl('{"type":"phone-status","status":1,"powerOn":false}')).toEqual({ type: 'phone-status', status: 1, powerOn: false });
    expect(parseControl('{"type":"error","code":"bogus","msg":"x"}')).toBeNull();
    expect(parseControl('{"type":"ready"}')).toBeNull();
    expect(parseControl('not json')).toBeNull();
  });

  it('reads a CONFIG payload', () => {
    const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
    expect(parseFrameConfig(bytes({ codec: 'jpeg', width: 720, height: 1280, rotation: 0 }))).toEqual({
      codec: 'jpeg',
      width: 720,
      height: 1280,
      rotation: 0,
    });
    expect(parseFrameConfig(bytes({ codec: 'vp9', width: 720, height: 1280, rotation: 0 }))).toBeNull();
    expect(parseFrameConfig(bytes({ codec: 'h264', width: 0, height: 1280, rotation: 0 }))).toBeNull();
  });

  it('knows an error from its close code when the message was lost', () => {
    expect(closeReason(STREAM_CLOSE.occupied)).toBe('occupied');
    expect(closeReason(STREAM_CLOSE.idle)).toBe('idle');
    expect(closeReason(STREAM_CLOSE.loginOccupied)).toBe('signedOut');
    expect(closeReason(1006)).toBeNull();
  });
});
