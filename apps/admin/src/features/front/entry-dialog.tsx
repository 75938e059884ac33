import { CUSTOMER_SERVICE_TYPES, type CustomerServiceEntryAdmin } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { CUSTOMER_SERVICE_LIST, createCustomerService, updateCustomerService } from './api';
import { HtmlInput } from './html-input';

/** A contact (type 1) or the user group (type 2), new (entry null) or edited. */
export interface EntryTarget {
  type: number;
  entry: CustomerServiceEntryAdmin | null;
}

interface EntryValues {
  name: string;
  weChatContact?: string;
  htmlCode?: string;
  link?: string;
  sort: number;
  enabled: boolean;
}

const LINK = /^https?:\/\/[^\s]+$/;
/** Blank fields are stored as null (the member console then leaves the line out). */
const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function EntryDialog({ target, onClose }: { target: EntryTarget | null; onClose(): void }) {
  const { t } = useTranslation();
  const isGroup = target?.type === CUSTOMER_SERVICE_TYPES.group;
  const entry = target?.entry ?? null;
  const title = isGroup
    ? t(entry ? 'frontAdmin.service.editGroup' : 'frontAdmin.service.addGroup')
    : t(entry ? 'frontAdmin.service.editContact' : 'frontAdmin.service.addContact');

  const submit = (values: EntryValues) => {
    const body = {
      type: target!.type,
      name: values.name.trim(),
      // A group has a link and no contact details; a contact the reverse (kept as they were).
      weChatContact: isGroup ? (entry?.weChatContact ?? null) : orNull(values.weChatContact),
      htmlCode: isGroup ? (entry?.htmlCode ?? null) : orNull(values.htmlCode),
      link: isGroup ? orNull(values.link) : (entry?.link ?? null),
      sort: values.sort,
      enabled: values.enabled,
    };
    return entry ? updateCustomerService({ id: entry.id, ...body }) : createCustomerService(body);
  };

  return (
    <FormDialog<EntryValues>
      open={target !== null}
      title={title}
      width={640}
      initialValues={{
        name: entry?.name ?? '',
        weChatContact: entry?.weChatContact ?? '',
        htmlCode: entry?.htmlCode ?? '',
        link: entry?.link ?? '',
        sort: entry?.sort ?? 0,
        enabled: entry?.enabled ?? true,
      }}
      onSubmit={submit}
      onClose={onClose}
      invalidate={[CUSTOMER_SERVICE_LIST]}
      testId="entry-dialog"
    >
      <Form.Item
        name="name"
        label={t('frontAdmin.service.name')}
        rules={[
          { required: true, whitespace: true, message: tm('validation.name.required') },
          { max: 60, message: tm('validation.invalid') },
        ]}
      >
        <Input maxLength={60} data-testid="entry-name" />
      </Form.Item>
      {isGroup ? (
        <Form.Item
          name="link"
          label={t('frontAdmin.service.link')}
          rules={[
            { required: true, whitespace: true, message: tm('validation.url.invalid') },
            { pattern: LINK, message: tm('validation.url.invalid') },
            { max: 500, message: tm('validation.url.invalid') },
          ]}
        >
          <Input placeholder={t('frontAdmin.service.linkPlaceholder')} data-testid="entry-link" />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="weChatContact" label={t('frontAdmin.service.weChat')} rules={[{ max: 100, message: tm('validation.invalid') }]}>
            <Input maxLength={100} data-testid="entry-wechat" />
          </Form.Item>
          <Form.Item name="htmlCode" label={t('frontAdmin.service.htmlCode')} rules={[{ max: 10_000, message: tm('validation.invalid') }]}>
            <HtmlInput rows={4} maxLength={10_000} testId="entry-html" />
          </Form.Item>
        </>
      )}
      <div className="adm-form-row">
        <Form.Item name="sort" label={t('frontAdmin.service.sort')} rules={[{ required: true, message: tm('validation.invalid') }]}>
          <InputNumber min={0} max={10_000} precision={0} data-testid="entry-sort" />
        </Form.Item>
        <Form.Item name="enabled" label={t('frontAdmin.service.status')} valuePropName="checked">
          <Switch checkedChildren={t('frontAdmin.enabled')} unCheckedChildren={t('frontAdmin.disabled')} data-testid="entry-enabled" />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
