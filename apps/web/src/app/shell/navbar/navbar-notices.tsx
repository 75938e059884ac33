import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticeBell, useNoticeCount } from '../../../features/notices';
import { useSession } from '../../../shared/session/session-store';
import { lazyPart } from '../../../shared/lazy/lazy-part';

/** The feedback dialog (Modal, Form, Input) loads on first open; see lazy-part.ts. */
export const feedbackDialog = lazyPart('feedback-dialog', () => import('../../../features/feedback').then((m) => m.FeedbackDialog));

/** The top bar's bell (live unread count from the notice socket) and the feedback entry. */
export function NavbarNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const { count } = useNoticeCount(userId, token);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first open on, so a half-written message survives closing, as before.
  const [feedbackMounted, setFeedbackMounted] = useState(false);
  const { Component: FeedbackDialog } = feedbackDialog;
  return (
    <>
      <Tooltip title={t('feedbackDialog.title')}>
        <Button
          type="text"
          className="cp-navbar__icon"
          icon={<MessageOutlined />}
          aria-label={t('feedbackDialog.title')}
          onClick={() => {
            setFeedbackMounted(true);
            setFeedbackOpen(true);
          }}
          onPointerEnter={feedbackDialog.preload}
          onFocus={feedbackDialog.preload}
          data-testid="feedback-open"
        />
      </Tooltip>
      <span className="cp-navbar__bell">
        <NoticeBell count={count} onClick={() => navigate('/notice')} />
      </span>
      {feedbackMounted && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
