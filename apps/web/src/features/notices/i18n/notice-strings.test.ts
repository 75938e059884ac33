import { describe, expect, it } from 'vitest';
import { expectLocalePair } from '../../../shared/testing/locale-pair';
import { noticeEnUS } from './notice.en-us';
import { noticeZhCN } from './notice.zh-cn';

describe('the "notice" locale module', () => {
  it('has the same keys and placeholders in both languages, each in its own language', () => {
    expectLocalePair(noticeZhCN, noticeEnUS);
  });

  it("labels the message center as the spec does, and names the spec's four types", () => {
    const { filters, toolbar, view } = noticeEnUS.notice;
    expect([filters.title, filters.readStatus, filters.search, filters.reset, toolbar.delete, toolbar.markAllRead, view]).toEqual([
      'Title',
      'Read status',
      'Search',
      'Reset',
      'Delete',
      'Mark all as read',
      'View',
    ]);
    expect(noticeZhCN.notice.types).toMatchObject({
      allMembers: '全员通知',
      feedbackReply: '用户反馈回复',
      dueReminder: '到期提醒',
      expiredReminder: '过期提醒',
    });
  });
});
