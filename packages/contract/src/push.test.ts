import { describe, expect, it } from 'vitest';
import { PUSH_CLOSE, PUSH_LISTS, readPushMessage } from './push-channel.js';
import { PushMessageSchema } from './push.js';
import { SESSION_END_CODES, STREAM_CLOSE } from './stream.js';
import { UPLOAD_ITEM_STATUSES, UPLOAD_RECORD_STATUSES } from './uploads.js';

const progress = {
  recordId: 7,
  phoneId: 3,
  progress: 40,
  status: 'running',
  record: { status: 'executing', progress: 20, success: 0, failed: 0 },
};

const valid = [
  { type: 'ready' },
  { type: 'pong' },
  { type: 'LOGIN_OCCUPIED', msg: '您的账号已在其他设备登录' },
  { type: 'member-push', msg: 'taken' },
  { type: 'phone-status', data: { phoneId: 3, status: 2, powerOn: true } },
  { type: 'upload-progress', data: progress },
  { type: 'order-paid', data: { orderNo: '20261126120000000123456' } },
  { type: 'error', code: 'signedOut', msg: 'Signed out' },
];

const invalid = [
  { type: 'notice', data: { phoneId: 1, status: 1 } },
  { type: 'phone-status' },
  { type: 'phone-status', data: { phoneId: '1', status: 1, powerOn: true } },
  { type: 'phone-status', data: { phoneId: 1, status: 1.5, powerOn: true } },
  { type: 'phone-status', data: { phoneId: 1, status: 1 } },
  { type: 'upload-progress', data: { ...progress, recordId: '7' } },
  { type: 'upload-progress', data: { ...progress, status: 'lost' } },
  { type: 'upload-progress', data: { ...progress, record: { ...progress.record, status: 'lost' } } },
  { type: 'upload-progress', data: { recordId: 7, phoneId: 3 } },
  { type: 'order-paid', data: { orderNo: 20261126 } },
  { type: 'order-paid' },
  { type: 'LOGIN_OCCUPIED' },
  { type: 'error', code: 'teleported', msg: 'x' },
  { type: 'toString' },
  { type: 7 },
  [],
  null,
];

describe('push messages', () => {
  it('are read by the console exactly as the schema reads them', () => {
    for (const message of [...valid, ...invalid]) {
      const text = JSON.stringify(message);
      expect(readPushMessage(text) !== null, text).toBe(PushMessageSchema.safeParse(message).success);
    }
    for (const message of valid) expect(readPushMessage(JSON.stringify(message))).toEqual(message);
  });

  it('leave text that is not JSON alone', () => {
    expect(readPushMessage('ping')).toBeNull();
    expect(readPushMessage('')).toBeNull();
  });

  it('close with the codes every member socket uses, and know the lists their schemas do', () => {
    expect(PUSH_CLOSE).toMatchObject({
      loginOccupied: STREAM_CLOSE.loginOccupied,
      signedOut: STREAM_CLOSE.signedOut,
      accountDisabled: STREAM_CLOSE.accountDisabled,
    });
    expect(PUSH_LISTS.SESSION_END).toEqual(SESSION_END_CODES);
    expect(PUSH_LISTS.ITEM_STATUSES).toEqual(UPLOAD_ITEM_STATUSES);
    expect(PUSH_LISTS.RECORD_STATUSES).toEqual(UPLOAD_RECORD_STATUSES);
  });
});
