import type { NotifyMessagePageQueryInput, PageQueryInput } from '@cloudphone/contract';

/** The message center's cache keys: every list of messages sits under `lists()`, so one read or delete refreshes them all. */
export const noticeKeys = {
  all: () => ['notices'] as const,
  lists: () => ['notices', 'page'] as const,
  page: (query: NotifyMessagePageQueryInput) => ['notices', 'page', query] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
  feedback: (query: PageQueryInput) => ['notices', 'feedback', query] as const,
};
