import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatTime } from '../../../shared/format';
import { noticeQuery } from '../api/notices';
import { NoticeContent } from '../components/notice-content';
import { NoticeTypeTag } from '../components/notice-type-tag';
import { useRefreshNotices } from '../hooks/use-refresh-notices';
import '../notices.css';

/** Back to where the member came from (the list or the bell), or to the message center when opened directly. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) void navigate(-1);
    else void navigate('/notice');
  };
}

/**
 * seeNotice/:id, one message (spec points 2 and 7): title, type, time and its content, sanitised.
 * Reading it marks it read on the server, so the lists are refreshed and the bell's count (pushed
 * on the notice socket) goes down.
 */
export function SeeNoticePage() {
  const { t } = useTranslation();
  const back = useBack();
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...noticeQuery(id), enabled: isValidId });
  const refresh = useRefreshNotices();
  const readAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (readAt) void refresh();
  }, [readAt, refresh]);
  const notice = query.data;

  return (
    <div
      className="nt-page nt-detail"
      data-testid="see-notice"
      data-state={notice ? 'ready' : query.isError || !isValidId ? 'missing' : 'loading'}
    >
      <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="see-notice-back" className="nt-detail__back">
        {t('notice.detail.back')}
      </Button>
      {notice ? (
        <article className="nt-detail__card">
          <h1 data-testid="see-notice-title">{notice.title}</h1>
          <dl className="nt-detail__meta">
            <div>
              <dt>{t('notice.detail.type')}</dt>
              <dd>
                <NoticeTypeTag type={notice.type} />
              </dd>
            </div>
            <div>
              <dt>{t('notice.detail.time')}</dt>
              <dd data-testid="see-notice-time">{formatTime(notice.createTime)}</dd>
            </div>
          </dl>
          <NoticeContent html={notice.content} />
        </article>
      ) : query.isError || !isValidId ? (
        <Result status="404" subTitle={<span data-testid="see-notice-missing">{t('notice.detail.missing')}</span>} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </div>
  );
}
