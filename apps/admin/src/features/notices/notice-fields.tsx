import { tm } from '@web/shared/i18n/message';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { HtmlInput } from '../front/html-input';
import { useNoticeTypeOptions } from './notice-type';

export const TITLE_MAX = 100;
export const CONTENT_MAX = 10_000;

/**
 * Title, type and content of a notice or message, with the spec's messages ("Notice title cannot
 * be empty", "Notice type cannot be empty"). `names` are the body's field names: RuoYi's for the
 * legacy notice, the short ones for a message.
 */
export function NoticeFields({ names }: { names: { title: string; type: string; content: string } }) {
  const { t } = useTranslation();
  const typeOptions = useNoticeTypeOptions();
  return (
    <>
      <Form.Item
        name={names.title}
        label={t('noticesAdmin.title')}
        rules={[
          { required: true, whitespace: true, message: tm('validation.notice.title') },
          { max: TITLE_MAX, message: tm('system.notice.titleMax') },
        ]}
      >
        <Input maxLength={TITLE_MAX} showCount placeholder={t('noticesAdmin.titlePlaceholder')} data-testid="notice-title" />
      </Form.Item>
      <Form.Item name={names.type} label={t('noticesAdmin.type')} rules={[{ required: true, message: tm('validation.notice.type') }]}>
        <Select options={typeOptions} placeholder={t('noticesAdmin.type')} data-testid="notice-type" />
      </Form.Item>
      <Form.Item
        name={names.content}
        label={t('noticesAdmin.content')}
        rules={[
          { required: true, whitespace: true, message: tm('system.notice.content') },
          { max: CONTENT_MAX, message: tm('system.notice.contentMax') },
        ]}
      >
        <HtmlInput rows={6} maxLength={CONTENT_MAX} testId="notice-content" />
      </Form.Item>
    </>
  );
}
