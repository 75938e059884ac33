import type { PopupNotice } from '@cloudphone/contract';

/** A text notice shown every time, for tests; override what the test is about. */
export const notice = (id: number, overrides: Partial<PopupNotice> = {}): PopupNotice => ({
  id,
  title: `notice ${id}`,
  content: `content ${id}`,
  contentType: 2,
  popFrequency: 1,
  popPriority: 0,
  msgType: 3,
  status: 0,
  ...overrides,
});
