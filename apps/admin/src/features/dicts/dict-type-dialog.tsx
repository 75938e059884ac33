import { DICT_TYPE_PATTERN, type DictTypeRow } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { createDictType, DICT_TYPES_ALL, DICT_TYPES_LIST, updateDictType } from './api';
import { DictStatusField } from './dict-status';

interface TypeValues {
  dictName: string;
  dictType: string;
  status: number;
  remark?: string;
}

/** `{ type: null }` adds a type, `{ type }` edits it; null is closed. */
export type TypeTarget = { type: DictTypeRow | null } | null;

/** Adds or edits a dictionary type: name, type (the key the entries are read by), status, remark. */
export function DictTypeDialog({ target, onClose }: { target: TypeTarget; onClose(): void }) {
  const { t } = useTranslation();
  const editing = target?.type ?? null;
  return (
    <FormDialog<TypeValues>
      open={target !== null}
      title={editing ? t('dictsAdmin.type.edit') : t('dictsAdmin.type.add')}
      initialValues={
        editing
          ? { dictName: editing.dictName, dictType: editing.dictType, status: editing.status, remark: editing.remark ?? '' }
          : { status: 0 }
      }
      onSubmit={(values) => (editing ? updateDictType({ ...values, dictId: editing.dictId }) : createDictType(values))}
      onClose={onClose}
      success={t('dictsAdmin.saved')}
      invalidate={[DICT_TYPES_LIST, DICT_TYPES_ALL]}
      testId="dict-type-dialog"
    >
      <Form.Item
        name="dictName"
        label={t('dictsAdmin.type.name')}
        rules={[
          { required: true, whitespace: true, message: tm('system.dict.name.required') },
          { max: 100, message: tm('system.dict.name.max') },
        ]}
      >
        <Input maxLength={100} data-testid="field-dict-name" />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dictsAdmin.type.type')}
        extra={editing ? t('dictsAdmin.type.renameHint') : t('dictsAdmin.type.typeHint')}
        rules={[
          { required: true, whitespace: true, message: tm('system.dict.type.required') },
          { max: 100, message: tm('system.dict.type.max') },
          { pattern: DICT_TYPE_PATTERN, message: tm('system.dict.type.pattern') },
        ]}
      >
        <Input maxLength={100} data-testid="field-dict-type" />
      </Form.Item>
      <DictStatusField />
      <Form.Item name="remark" label={t('dictsAdmin.remark')} rules={[{ max: 500, message: tm('system.remark.max') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="field-remark" />
      </Form.Item>
    </FormDialog>
  );
}
