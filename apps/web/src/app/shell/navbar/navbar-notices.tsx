import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FeedbackDialog } from '../../../features/feedback';
import { NoticeBell, useNoticeCount } from '../../../features/notice-bell';
import { useSession } from '../../../shared/session/session-store';

/** The top bar's bell (live unread count from the notice socket) and the feedback entry. */
export function NavbarNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const { count } = useNoticeCount(userId, token);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('feedbackDialog.title')}>
        <Button
          type="text"
          className="cp-navbar__icon"
          icon={<MessageOutlined />}
          aria-label={t('feedbackDialog.title')}
          onClick={() => setFeedbackOpen(true)}
          data-testid="feedback-open"
        />
      </Tooltip>
      <span className="cp-navbar__bell">
        <NoticeBell count={count} onClick={() => navigate('/notice')} />
      </span>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </>
  );
}
