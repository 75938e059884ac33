import { describe, expect, it, vi } from 'vitest';
import { publishPushMessage, subscribePhoneStatus, subscribeUploadProgress } from './push-events';

describe('phone events', () => {
  it('hands phone-status pushes to every subscriber until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribePhoneStatus(first);
    const stopSecond = subscribePhoneStatus(second);
    publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 2, powerOn: true } });
    stopFirst();
    publishPushMessage({ type: 'phone-status', data: { phoneId: 3, status: 1, powerOn: true } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith({ phoneId: 3, status: 2, powerOn: true });
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it('hands upload-progress pushes to the upload listeners only', () => {
    const uploads = vi.fn();
    const phones = vi.fn();
    const stopUploads = subscribeUploadProgress(uploads);
    const stopPhones = subscribePhoneStatus(phones);
    const data = {
      recordId: 7,
      phoneId: 3,
      progress: 40,
      status: 'running',
      record: { status: 'executing', progress: 20, success: 0, failed: 0 },
    } as const;
    publishPushMessage({ type: 'upload-progress', data });
    expect(uploads).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveBeenCalledWith(data);
    expect(phones).not.toHaveBeenCalled();
    stopUploads();
    stopPhones();
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
