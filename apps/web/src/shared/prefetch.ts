/**
 * The signed-in area (with antd) is prefetched while the member types on a sign-in page, so it is
 * ready when sign-in succeeds without weighing on the first load. The app registers the loaders.
 */
const loaders: Array<() => Promise<unknown>> = [];
let started = false;

export function registerPrefetch(loader: () => Promise<unknown>) {
  loaders.push(loader);
}

export function prefetchSignedInArea() {
  if (started) return;
  started = true;
  for (const load of loaders) load().catch(() => undefined); // a failed prefetch is retried by the real navigation
}
