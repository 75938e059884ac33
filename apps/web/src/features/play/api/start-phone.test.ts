import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredCodec, streamUrl } from './start-phone';

const storage = (codec: string | null) => ({ getItem: (key: string) => (key === 'play-codec' ? codec : null) });

describe('preferredCodec', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for H.264 when the address or the stored choice says so and WebCodecs is there', () => {
    vi.stubGlobal('VideoDecoder', class {});
    expect(preferredCodec('h264', storage(null))).toBe('h264');
    expect(preferredCodec(null, storage('h264'))).toBe('h264');
    // The address wins over the stored choice.
    expect(preferredCodec('jpeg', storage('h264'))).toBe('jpeg');
    expect(preferredCodec(null, storage(null))).toBe('jpeg');
    expect(preferredCodec('vp9', storage(null))).toBe('jpeg');
  });

  it('stays on JPEG in a browser without WebCodecs', () => {
    vi.stubGlobal('VideoDecoder', undefined);
    expect(preferredCodec('h264', storage('h264'))).toBe('jpeg');
  });
});

describe('streamUrl', () => {
  it('opens the relative stream url on the page’s origin, wss under https', () => {
    expect(streamUrl('/websocket/stream?ticket=a', { protocol: 'https:', host: 'c.example.cn' })).toBe(
      'wss://c.example.cn/websocket/stream?ticket=a',
    );
    expect(streamUrl('/websocket/stream?ticket=a', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/websocket/stream?ticket=a',
    );
    expect(streamUrl('ws://other/x', { protocol: 'https:', host: 'h' })).toBe('ws://other/x');
  });
});
