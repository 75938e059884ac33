import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Operator HTML as members will see it: sanitised the way the member console does (DOMPurify), so
 * the preview never runs a script or an event handler and shows what survives sanitising.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      className={['adm-safe-html', className].filter(Boolean).join(' ')}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** HTML's text alone (for a one-line cell), read in an inert document: nothing runs or loads. */
export const plainText = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
