import { CONFIG_KEY_PATTERN, KNOWN_CONFIG_VALUES, type ConfigRow } from '@cloudphone/contract';
import { tm } from '@web/shared/i18n/message';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/list';
import { CONFIGS_LIST, createConfig, updateConfig } from './api';

interface ConfigValues {
  configName: string;
  configKey: string;
  configValue: string;
  configType: 'Y' | 'N';
  remark?: string;
}

/** `{ config: null }` adds a setting, `{ config }` edits it; null is closed. */
export type ConfigTarget = { config: ConfigRow | null } | null;

/** Adds or edits a setting; a built-in one keeps its key, and a key the server reads has its value checked here too. */
export function ConfigDialog({ target, onClose }: { target: ConfigTarget; onClose(): void }) {
  const { t } = useTranslation();
  const editing = target?.config ?? null;
  const builtIn = editing?.configType === 'Y';
  return (
    <FormDialog<ConfigValues>
      open={target !== null}
      title={editing ? t('configsAdmin.editTitle') : t('configsAdmin.add')}
      initialValues={
        editing
          ? {
              configName: editing.configName,
              configKey: editing.configKey,
              configValue: editing.configValue,
              configType: editing.configType,
              remark: editing.remark ?? '',
            }
          : { configType: 'N' }
      }
      onSubmit={(values) => (editing ? updateConfig({ ...values, configId: editing.configId }) : createConfig(values))}
      onClose={onClose}
      success={t('configsAdmin.saved')}
      invalidate={[CONFIGS_LIST]}
      testId="config-dialog"
    >
      <Form.Item
        name="configName"
        label={t('configsAdmin.name')}
        rules={[
          { required: true, whitespace: true, message: tm('system.config.name.required') },
          { max: 100, message: tm('system.config.name.max') },
        ]}
      >
        <Input maxLength={100} data-testid="field-config-name" />
      </Form.Item>
      <Form.Item
        name="configKey"
        label={t('configsAdmin.key')}
        extra={builtIn ? t('configsAdmin.builtInKeyHint') : t('configsAdmin.keyHint')}
        rules={[
          { required: true, whitespace: true, message: tm('system.config.key.required') },
          { max: 100, message: tm('system.config.key.max') },
          { pattern: CONFIG_KEY_PATTERN, message: tm('system.config.key.pattern') },
        ]}
      >
        <Input maxLength={100} disabled={builtIn} className="adm-configs__key" data-testid="field-config-key" />
      </Form.Item>
      <Form.Item
        name="configValue"
        label={t('configsAdmin.value')}
        dependencies={['configKey']}
        rules={[
          { required: true, whitespace: true, message: tm('system.config.value.required') },
          { max: 500, message: tm('system.config.value.max') },
          ({ getFieldValue }) => ({
            // The same check the server makes for the keys it reads (a bad value would fall back silently).
            validator: (_, value: string | undefined) => {
              const known = KNOWN_CONFIG_VALUES[String(getFieldValue('configKey') ?? '').trim()];
              return !value?.trim() || !known || known.valid(value.trim()) ? Promise.resolve() : Promise.reject(new Error(tm(known.error)));
            },
          }),
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="field-config-value" />
      </Form.Item>
      <Form.Item name="configType" label={t('configsAdmin.type')} extra={t('configsAdmin.typeHint')}>
        <Radio.Group
          options={[
            { value: 'Y', label: t('configsAdmin.yes') },
            { value: 'N', label: t('configsAdmin.no') },
          ]}
          data-testid="field-config-type"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('configsAdmin.remark')} rules={[{ max: 500, message: tm('system.remark.max') }]}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid="field-remark" />
      </Form.Item>
    </FormDialog>
  );
}
