import type { FeedbackRow } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { Pagination, usePaging } from '../../../shared/table';
import { myFeedbackQuery } from '../api/my-feedback';

/** Feedback is short (title ≤ 100, content ≤ 300), so a page of cards reads better than a table. */
const FEEDBACK_PAGE_SIZE = 10;

/**
 * "My feedback" (issue 18): what the member sent with the top bar's feedback dialog, newest first,
 * each with the operator's reply and its time, or "awaiting reply". A reply also arrives as a
 * message of type "feedback reply".
 */
export function FeedbackList() {
  const { t } = useTranslation();
  const paging = usePaging(FEEDBACK_PAGE_SIZE);
  const query = useQuery(myFeedbackQuery({ pageNo: paging.page, pageSize: paging.limit }));
  const rows = query.data?.list ?? [];

  return (
    <section className="nt-panel" data-testid="feedback-list" data-state={query.isSuccess ? 'ready' : 'loading'}>
      <p className="nt-muted">{t('notice.feedback.intro')}</p>
      {query.isLoading && <Spin className="nt-spin" />}
      {query.isSuccess && !rows.length && <Empty description={<span data-testid="feedback-empty">{t('notice.feedback.empty')}</span>} />}
      <ul className="nt-feedback">
        {rows.map((row) => (
          <FeedbackItem key={row.id} row={row} />
        ))}
      </ul>
      <Pagination {...paging.pagerFor(query.data?.total ?? 0)} />
    </section>
  );
}

function FeedbackItem({ row }: { row: FeedbackRow }) {
  const { t } = useTranslation();
  const isReplied = row.replyContent !== null && row.replyContent !== '';
  return (
    <li className="nt-feedback__item" data-testid="feedback-row" data-id={row.id} data-replied={isReplied}>
      <header className="nt-feedback__head">
        <strong data-testid="feedback-row-title">{row.feedbackTitle}</strong>
        <time className="nt-muted">{formatTime(row.createTime)}</time>
      </header>
      <p className="nt-feedback__text" data-testid="feedback-row-content">
        {row.feedbackContent}
      </p>
      {isReplied ? (
        <div className="nt-feedback__reply" data-testid="feedback-reply">
          <div className="nt-feedback__reply-head">
            <span>{t('notice.feedback.reply')}</span>
            {row.replyTime !== null && (
              <time className="nt-muted">{t('notice.feedback.repliedAt', { time: formatTime(row.replyTime) })}</time>
            )}
          </div>
          <p className="nt-feedback__text">{row.replyContent}</p>
        </div>
      ) : (
        <span className="nt-feedback__waiting" data-testid="feedback-awaiting">
          {t('notice.feedback.awaiting')}
        </span>
      )}
    </li>
  );
}
