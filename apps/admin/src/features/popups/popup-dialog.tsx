import {
  POPUP_CONTENT_MAX,
  POPUP_CONTENT_TYPES,
  POPUP_FREQUENCIES,
  POPUP_MSG_TYPES,
  POPUP_STATUS,
  POPUP_TITLE_MAX,
  type AdminPopupNotice,
  type CreatePopupNoticeInput,
} from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { DatePicker, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { HtmlInput } from '../front/html-input';
import { ImageInput } from '../front/image-input';
import { createPopup, POPUPS_LIST, updatePopup } from './api';
import { contentTypeLabel, frequencyLabel, msgTypeLabel } from './labels';

interface PopupValues {
  title: string;
  contentType: number;
  /** Kept apart so that switching the type back and forth loses neither. */
  text?: string;
  image?: string;
  popFrequency: number;
  popPriority: number;
  msgType: number;
  enabled: boolean;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

/** A path on this site: the member console loads images from its own origin only. */
const SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const initialOf = (popup: AdminPopupNotice | null): Partial<PopupValues> =>
  popup
    ? {
        title: popup.title,
        contentType: popup.contentType,
        text: popup.contentType === POPUP_CONTENT_TYPES.text ? popup.content : '',
        image: popup.contentType === POPUP_CONTENT_TYPES.text ? '' : popup.content,
        popFrequency: popup.popFrequency,
        popPriority: popup.popPriority,
        msgType: popup.msgType,
        enabled: popup.status === POPUP_STATUS.enabled,
        startTime: popup.startTime === null ? null : dayjs(popup.startTime),
        endTime: popup.endTime === null ? null : dayjs(popup.endTime),
      }
    : {
        contentType: POPUP_CONTENT_TYPES.text,
        popFrequency: POPUP_FREQUENCIES.oncePerDay,
        popPriority: 0,
        msgType: POPUP_MSG_TYPES[0],
        enabled: true,
        text: '',
        image: '',
      };

/** The body of create and update (the whole notice). */
export function popupBody(values: PopupValues): CreatePopupNoticeInput {
  const isText = values.contentType === POPUP_CONTENT_TYPES.text;
  return {
    title: values.title.trim(),
    contentType: values.contentType,
    content: (isText ? values.text : values.image)?.trim() ?? '',
    popFrequency: values.popFrequency,
    popPriority: values.popPriority,
    msgType: values.msgType,
    status: values.enabled ? POPUP_STATUS.enabled : POPUP_STATUS.disabled,
    startTime: values.startTime ? values.startTime.valueOf() : null,
    endTime: values.endTime ? values.endTime.valueOf() : null,
  };
}

/** Create (popup null) or edit a popup notice: text (HTML, previewed) or an image (JPG/PNG upload). */
export function PopupDialog({ open, popup, onClose }: { open: boolean; popup: AdminPopupNotice | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <FormDialog<PopupValues>
      open={open}
      title={popup ? t('popupsAdmin.editTitle') : t('popupsAdmin.create')}
      width={720}
      initialValues={initialOf(popup)}
      onSubmit={(values) => (popup ? updatePopup({ id: popup.id, ...popupBody(values) }) : createPopup(popupBody(values)))}
      onClose={onClose}
      invalidate={[POPUPS_LIST]}
      testId="popup-dialog"
    >
      {(form) => (
        <>
          <Form.Item
            name="title"
            label={t('popupsAdmin.title')}
            rules={[
              { required: true, whitespace: true, message: tm('validation.popup.title') },
              { max: POPUP_TITLE_MAX, message: tm('validation.popup.titleMax') },
            ]}
          >
            <Input maxLength={POPUP_TITLE_MAX} showCount data-testid="popup-title" />
          </Form.Item>
          <Form.Item name="contentType" label={t('popupsAdmin.contentType')}>
            <Radio.Group
              options={[POPUP_CONTENT_TYPES.text, POPUP_CONTENT_TYPES.image].map((type) => ({
                value: type,
                label: contentTypeLabel(t, type),
              }))}
              data-testid="popup-content-type"
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['contentType']}>
            {() =>
              form.getFieldValue('contentType') === POPUP_CONTENT_TYPES.text ? (
                <Form.Item
                  name="text"
                  label={t('popupsAdmin.content')}
                  rules={[
                    { required: true, whitespace: true, message: tm('validation.popup.content') },
                    { max: POPUP_CONTENT_MAX, message: tm('validation.popup.contentMax') },
                  ]}
                >
                  <HtmlInput rows={5} maxLength={POPUP_CONTENT_MAX} testId="popup-text" />
                </Form.Item>
              ) : (
                <Form.Item
                  name="image"
                  label={t('popupsAdmin.image')}
                  rules={[
                    { required: true, whitespace: true, message: t('popupsAdmin.imageRequired') },
                    { pattern: SITE_PATH, message: tm('system.brand.image') },
                  ]}
                >
                  <ImageInput testId="popup-image" />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="popFrequency" label={t('popupsAdmin.frequency')}>
            <Radio.Group
              options={Object.values(POPUP_FREQUENCIES).map((frequency) => ({ value: frequency, label: frequencyLabel(t, frequency) }))}
              data-testid="popup-frequency"
            />
          </Form.Item>
          <div className="adm-popup-row">
            <Form.Item
              name="popPriority"
              label={t('popupsAdmin.priority')}
              tooltip={t('popupsAdmin.priorityHint')}
              rules={[{ required: true, type: 'integer', min: 0, max: 9999, message: tm('validation.popup.priority') }]}
            >
              <InputNumber min={0} max={9999} precision={0} data-testid="popup-priority" />
            </Form.Item>
            <Form.Item
              name="msgType"
              label={t('popupsAdmin.msgType')}
              rules={[{ required: true, message: tm('validation.popup.msgType') }]}
            >
              <Select
                options={POPUP_MSG_TYPES.map((type) => ({ value: type, label: msgTypeLabel(t, type) }))}
                style={{ minWidth: 140 }}
                data-testid="popup-msg-type"
              />
            </Form.Item>
            <Form.Item name="enabled" label={t('popupsAdmin.status')} valuePropName="checked">
              <Switch
                checkedChildren={t('popupsAdmin.enabled')}
                unCheckedChildren={t('popupsAdmin.disabled')}
                data-testid="popup-enabled"
              />
            </Form.Item>
          </div>
          <div className="adm-popup-row">
            <Form.Item name="startTime" label={t('popupsAdmin.startTime')}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={TIME_FORMAT}
                placeholder={t('popupsAdmin.startPlaceholder')}
                data-testid="popup-start"
              />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t('popupsAdmin.endTime')}
              dependencies={['startTime']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, end: Dayjs | null | undefined) => {
                    const start = getFieldValue('startTime') as Dayjs | null | undefined;
                    return !start || !end || end.isAfter(start)
                      ? Promise.resolve()
                      : Promise.reject(new Error(tm('validation.popup.window')));
                  },
                }),
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={TIME_FORMAT}
                placeholder={t('popupsAdmin.endPlaceholder')}
                data-testid="popup-end"
              />
            </Form.Item>
          </div>
        </>
      )}
    </FormDialog>
  );
}
