import { describe, expect, it, vi } from 'vitest';
import { publishPushMessage, subscribePhoneStatus, subscribeUploadProgress } from './phone-events';

describe('phone events', () => {
  it('hands phone-status pushes to every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribePhoneStatus(first);
    const stopSecond = subscribePhoneStatus(second);
    expect(publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 2, powerOn: true } })).toBe(true);
    stopFirst();
    publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 1, powerOn: true } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ phoneId: 3, status: 2, powerOn: true });
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it('hands upload-progress pushes to the upload listeners only, and drops malformed ones', () => {
    const uploads = vi.fn();
    const phones = vi.fn();
    const stopUploads = subscribeUploadProgress(uploads);
    const stopPhones = subscribePhoneStatus(phones);
    expect(publishPushMessage({ type: 'upload-progress', data: { recordId: 7, phoneId: 3, progress: 40, status: 'running' } })).toBe(true);
    expect(publishPushMessage({ type: 'upload-progress', data: { recordId: '7', phoneId: 3 } })).toBe(false);
    expect(uploads).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveBeenCalledWith({ recordId: 7, phoneId: 3 });
    expect(phones).not.toHaveBeenCalled();
    stopUploads();
    stopPhones();
  });

  it('ignores other types and malformed data', () => {
    const listener = vi.fn();
    const stop = subscribePhoneStatus(listener);
    expect(publishPushMessage({ type: 'notice', data: { phoneId: 1, status: 1 } })).toBe(false);
    expect(publishPushMessage({ type: 'phone-status', data: { phoneId: '1', status: 1 } })).toBe(false);
    expect(publishPushMessage({ type: 'phone-status' })).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('keeps notifying the others when one listener throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = subscribePhoneStatus(() => {
      throw new Error('boom');
    });
    const good = vi.fn();
    const stop = subscribePhoneStatus(good);
    publishPushMessage({ type: 'phone-status', data: { phoneId: 9, status: 1, powerOn: false } });
    expect(good).toHaveBeenCalledWith({ phoneId: 9, status: 1, powerOn: false });
    bad();
    stop();
    error.mockRestore();
  });
});
