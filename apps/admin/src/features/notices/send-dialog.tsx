import { PHONE_PATTERN, type SendNoticeInput } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Alert, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { FormDialog } from '../../shared/list';
import { NOTICES_LIST, sendMessage } from './api';
import { MemberPicker, type PickedMember } from './member-picker';
import { NoticeFields } from './notice-fields';

type Audience = 'all' | 'members' | 'phone';

interface SendValues {
  title: string;
  type: number;
  content: string;
  audience: Audience;
  members?: PickedMember[];
  memberPhone?: string;
}

const NAMES = { title: 'title', type: 'type', content: 'content' };

/** The message's body: every active member, the chosen ones (memberIds), or one phone number. */
export function sendBody({ title, type, content, audience, members, memberPhone }: SendValues): SendNoticeInput {
  const body = { title: title.trim(), type, content: content.trim() };
  if (audience === 'members') return { ...body, memberIds: (members ?? []).map((member) => member.value) };
  if (audience === 'phone') return { ...body, memberPhone: memberPhone?.trim() };
  return body;
}

/** "Send a message" (`POST /admin-api/system/notify-message/send`) to all members or to chosen ones. */
export function SendDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  // The picker searches the member list, which needs its own permission; without it, a phone number.
  const mayFindMembers = useHasPermission(['member:member:query']);
  return (
    <FormDialog<SendValues>
      open={open}
      title={t('noticesAdmin.send')}
      width={720}
      initialValues={{ audience: 'all', type: 1 }}
      onSubmit={(values) => sendMessage(sendBody(values))}
      onClose={onClose}
      success={t('noticesAdmin.sent')}
      invalidate={[NOTICES_LIST]}
      okText={t('noticesAdmin.sendNow')}
      testId="send-dialog"
    >
      {(form) => (
        <>
          <Typography.Paragraph type="secondary">{t('noticesAdmin.sendHint')}</Typography.Paragraph>
          <Form.Item name="audience" label={t('noticesAdmin.audience')}>
            <Radio.Group
              options={(['all', 'members', 'phone'] as const)
                .filter((audience) => audience !== 'members' || mayFindMembers)
                .map((audience) => ({ value: audience, label: t(`noticesAdmin.audiences.${audience}`) }))}
              data-testid="notice-audience"
            />
          </Form.Item>
          {!mayFindMembers && <Alert type="info" showIcon title={t('noticesAdmin.noMemberAccess')} className="adm-notice-alert" />}
          <Form.Item noStyle dependencies={['audience']}>
            {() => {
              const audience = form.getFieldValue('audience') as Audience;
              if (audience === 'members')
                return (
                  <Form.Item
                    name="members"
                    label={t('noticesAdmin.members')}
                    rules={[{ required: true, type: 'array', min: 1, max: 1000, message: tm('system.notice.memberIds') }]}
                  >
                    <MemberPicker />
                  </Form.Item>
                );
              if (audience === 'phone')
                return (
                  <Form.Item
                    name="memberPhone"
                    label={t('noticesAdmin.memberPhone')}
                    rules={[
                      { required: true, whitespace: true, message: tm('validation.phone.required') },
                      { pattern: PHONE_PATTERN, message: tm('validation.phone.invalid') },
                    ]}
                  >
                    <Input inputMode="numeric" maxLength={11} data-testid="notice-phone" />
                  </Form.Item>
                );
              return null;
            }}
          </Form.Item>
          <NoticeFields names={NAMES} />
        </>
      )}
    </FormDialog>
  );
}
