import { create } from 'zustand';
import { addView, closeAll, closeLeft, closeOthers, closeRight, closeView, type TagView } from './tag-rules';

interface TagsState {
  views: TagView[];
  /** Bumped by "refresh": the view re-mounts under a new key. */
  refreshKeys: Record<string, number>;
  init(affixed: TagView[]): void;
  add(view: TagView): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeLeft(path: string): void;
  closeRight(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
}

/** The visited views of the tag bar; the closing rules live in tag-rules.ts. */
export const useTagsStore = create<TagsState>()((set) => ({
  views: [],
  refreshKeys: {},
  init: (affixed) => set((s) => ({ views: affixed.reduce(addView, closeAll(s.views).length ? s.views : []) })),
  add: (view) => set((s) => ({ views: addView(s.views, view) })),
  close: (path) => set((s) => ({ views: closeView(s.views, path) })),
  closeOthers: (path) => set((s) => ({ views: closeOthers(s.views, path) })),
  closeLeft: (path) => set((s) => ({ views: closeLeft(s.views, path) })),
  closeRight: (path) => set((s) => ({ views: closeRight(s.views, path) })),
  closeAll: () => set((s) => ({ views: closeAll(s.views) })),
  refresh: (path) => set((s) => ({ refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } })),
}));
