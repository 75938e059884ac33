import type { ReactNode } from 'react';
import './status-page.css';

/** The frame of the 404 / 401 / not-available pages: big code, title, text, actions. Kit-only, no antd. */
export function StatusPage({
  code,
  title,
  text,
  actions,
  testId,
}: {
  code: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <main className="status-page" data-testid={testId}>
      <div className="status-page__card">
        <div className="status-page__code" aria-hidden>
          {code}
        </div>
        <h1 className="status-page__title">{title}</h1>
        <p className="status-page__text">{text}</p>
        <div className="status-page__actions">{actions}</div>
      </div>
    </main>
  );
}
