import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A message's content: operator HTML or a reminder's plain text (its line breaks kept). Sanitised
 * before it is shown, so a script or an event handler in it never runs.
 */
export function NoticeContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="nt-content" data-testid="notice-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
