/** Shown while a page chunk loads; fades in late so fast loads do not flash it. */
export function PageLoading() {
  return (
    <div className="page-loading" role="progressbar" aria-busy="true">
      <span className="cp-spinner" />
    </div>
  );
}
