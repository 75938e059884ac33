import { describe, expect, it } from 'vitest';
import { parseNoticeCount } from './parse-notice-count';
import { noticeSocketUrl } from './notice-socket-url';

describe('parseNoticeCount', () => {
  it('reads data from the pushed message', () => {
    expect(parseNoticeCount('{"type":"notice-count","data":7}')).toBe(7);
    expect(parseNoticeCount({ data: 120 })).toBe(120);
  });

  it('reads anything invalid as 0', () => {
    expect(parseNoticeCount('not json')).toBe(0);
    expect(parseNoticeCount('{"data":"7"}')).toBe(0);
    expect(parseNoticeCount('{"type":"notice-count"}')).toBe(0);
    expect(parseNoticeCount('null')).toBe(0);
    expect(parseNoticeCount('{"data":-2}')).toBe(0);
  });
});

describe('noticeSocketUrl', () => {
  it('follows the page scheme and host and carries the token', () => {
    expect(noticeSocketUrl(9, 'a b', { protocol: 'https:', host: 'cloud.example.com' })).toBe(
      'wss://cloud.example.com/prod-api/api/websocket/notice/9/0?token=a%20b',
    );
    expect(noticeSocketUrl('9', 't', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/prod-api/api/websocket/notice/9/0?token=t',
    );
  });
});
