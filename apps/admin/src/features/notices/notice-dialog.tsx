import type { LegacyNoticeInput, NoticeRecord } from '@cloudphone/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { createNotice, NOTICES_LIST, updateNotice } from './api';
import { NoticeFields } from './notice-fields';

const NAMES = { title: 'noticeTitle', type: 'noticeType', content: 'noticeContent' };

/**
 * The legacy notice (spec point 7): `POST /admin-api/system/notice` to every active member, or
 * `PUT` with its noticeId to edit it (and every member's copy).
 */
export function NoticeDialog({ open, notice, onClose }: { open: boolean; notice: NoticeRecord | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<LegacyNoticeInput>
      open={open}
      title={notice ? t('noticesAdmin.editTitle') : t('noticesAdmin.create')}
      width={720}
      initialValues={notice ? { noticeTitle: notice.noticeTitle, noticeType: notice.noticeType, noticeContent: notice.noticeContent } : {}}
      onSubmit={({ noticeTitle, noticeType, noticeContent }) => {
        const body = { noticeTitle: noticeTitle.trim(), noticeType, noticeContent: noticeContent.trim() };
        return notice ? updateNotice({ noticeId: notice.noticeId, ...body }) : createNotice(body);
      }}
      onClose={onClose}
      success={notice ? t('noticesAdmin.updated') : t('noticesAdmin.sent')}
      invalidate={[NOTICES_LIST]}
      okText={notice ? undefined : t('noticesAdmin.sendNow')}
      testId="notice-dialog"
    >
      <Typography.Paragraph type="secondary">{notice ? t('noticesAdmin.editHint') : t('noticesAdmin.createHint')}</Typography.Paragraph>
      <NoticeFields names={NAMES} />
    </FormDialog>
  );
}
