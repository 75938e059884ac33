import { DICT_LIST_CLASSES, type DictDataRow } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Col, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { createDictData, DICT_DATA_LIST, updateDictData } from './api';
import { DictStatusField } from './dict-status';
import { ListClassTag, type ListClass } from './list-class-tag';

interface DataValues {
  dictType: string;
  dictLabel: string;
  dictLabelEn?: string;
  dictValue: string;
  dictSort: number;
  status: number;
  listClass: ListClass;
  cssClass?: string;
  remark?: string;
}

/** `{ entry: null }` adds an entry to the page's type, `{ entry }` edits it; null is closed. */
export type DataTarget = { entry: DictDataRow | null } | null;

/** How the entry will show, in both languages, as it is typed. */
function Preview({ form }: { form: FormInstance<DataValues> }) {
  const { t } = useTranslation();
  const label = Form.useWatch('dictLabel', form);
  const labelEn = Form.useWatch('dictLabelEn', form);
  const listClass = Form.useWatch('listClass', form) ?? '';
  return (
    <Form.Item label={t('dictsAdmin.data.preview')}>
      <div className="adm-dicts__preview" data-testid="dict-preview">
        <ListClassTag listClass={listClass}>{label?.trim() || t('dictsAdmin.data.label')}</ListClassTag>
        <ListClassTag listClass={listClass}>{labelEn?.trim() || label?.trim() || t('dictsAdmin.data.labelEn')}</ListClassTag>
      </div>
    </Form.Item>
  );
}

/** Adds or edits one entry of a dictionary type: labels in both languages, value, order, status, list style. */
export function DictDataDialog({ dictType, target, onClose }: { dictType: string; target: DataTarget; onClose(): void }) {
  const { t } = useTranslation();
  const editing = target?.entry ?? null;
  const initialValues: Partial<DataValues> = editing
    ? {
        dictType: editing.dictType,
        dictLabel: editing.dictLabel,
        // The server answers the Chinese label when no English one was set: show that as empty.
        dictLabelEn: editing.dictLabelEn === editing.dictLabel ? '' : editing.dictLabelEn,
        dictValue: editing.dictValue,
        dictSort: editing.dictSort,
        status: editing.status,
        listClass: (DICT_LIST_CLASSES as readonly string[]).includes(editing.listClass) ? (editing.listClass as ListClass) : '',
        cssClass: editing.cssClass,
        remark: editing.remark ?? '',
      }
    : { dictType, dictSort: 0, status: 0, listClass: '' };
  return (
    <FormDialog<DataValues>
      open={target !== null}
      title={editing ? t('dictsAdmin.data.edit') : t('dictsAdmin.data.add')}
      initialValues={initialValues}
      onSubmit={(values) =>
        editing ? updateDictData({ ...values, dictType, dictCode: editing.dictCode }) : createDictData({ ...values, dictType })
      }
      onClose={onClose}
      success={t('dictsAdmin.saved')}
      invalidate={[DICT_DATA_LIST]}
      width={640}
      testId="dict-data-dialog"
    >
      {(form) => (
        <>
          <Form.Item name="dictType" label={t('dictsAdmin.type.type')}>
            <Input disabled className="adm-dicts__key" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="dictLabel"
                label={t('dictsAdmin.data.label')}
                rules={[
                  { required: true, whitespace: true, message: tm('system.dict.label.required') },
                  { max: 100, message: tm('system.dict.label.max') },
                ]}
              >
                <Input maxLength={100} data-testid="field-label" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="dictLabelEn"
                label={t('dictsAdmin.data.labelEn')}
                extra={t('dictsAdmin.data.labelEnHint')}
                rules={[{ max: 100, message: tm('system.dict.label.max') }]}
              >
                <Input maxLength={100} data-testid="field-label-en" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="dictValue"
                label={t('dictsAdmin.data.value')}
                rules={[
                  { required: true, whitespace: true, message: tm('system.dict.value.required') },
                  { max: 100, message: tm('system.dict.value.max') },
                ]}
              >
                <Input maxLength={100} data-testid="field-value" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="dictSort"
                label={t('dictsAdmin.data.sort')}
                rules={[{ required: true, message: tm('system.dict.sort.required') }]}
              >
                <InputNumber min={0} max={999_999} precision={0} style={{ width: '100%' }} data-testid="field-sort" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="listClass" label={t('dictsAdmin.data.listClass')}>
                <Select
                  options={DICT_LIST_CLASSES.map((listClass) => ({
                    value: listClass,
                    label: <ListClassTag listClass={listClass}>{t(`dictsAdmin.listClass.${listClass || 'none'}`)}</ListClassTag>,
                  }))}
                  data-testid="field-list-class"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="cssClass"
                label={t('dictsAdmin.data.cssClass')}
                rules={[{ max: 100, message: tm('system.dict.cssClass.max') }]}
              >
                <Input maxLength={100} data-testid="field-css-class" />
              </Form.Item>
            </Col>
          </Row>
          <Preview form={form} />
          <DictStatusField />
          <Form.Item name="remark" label={t('dictsAdmin.remark')} rules={[{ max: 500, message: tm('system.remark.max') }]}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="field-remark" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
