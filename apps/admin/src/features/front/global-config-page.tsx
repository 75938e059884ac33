import { HIDEABLE_MEMBER_MENU_NAMES, HIDEABLE_MEMBER_MENUS, type GlobalConfigSettings } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { GLOBAL_CONFIG, globalConfig, setGlobalConfig } from './api';
import { linkRules } from './help-centre-form';
import { Loaded } from './loaded';
import { useSave } from './use-save';
import './strings';
import './front.css';

interface ConfigValues {
  notNeedMenus: string[];
  helpCenterUrl: string;
}

const MENU_NAME = /^\S{1,40}$/;

function ConfigForm({ config }: { config: GlobalConfigSettings }) {
  const { t } = useTranslation();
  const mayUpdate = useHasPermission(['system:front:update']);
  const { saving, refusal, save } = useSave(setGlobalConfig, GLOBAL_CONFIG);
  const known = new Set<string>(HIDEABLE_MEMBER_MENU_NAMES);
  const options = [
    ...HIDEABLE_MEMBER_MENU_NAMES.map((name) => ({
      value: name,
      label: `${t(`frontAdmin.config.menus.${HIDEABLE_MEMBER_MENUS[name]}`)} (${name})`,
    })),
    // Names set earlier that the list does not know stay visible (and removable).
    ...config.notNeedMenus.filter((name) => !known.has(name)).map((name) => ({ value: name, label: name })),
  ];
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('frontAdmin.config.intro')}</Typography.Paragraph>
      <Form<ConfigValues>
        layout="vertical"
        initialValues={{ notNeedMenus: config.notNeedMenus, helpCenterUrl: config.helpCenterUrl ?? '' }}
        onFinish={({ notNeedMenus, helpCenterUrl }) => void save({ notNeedMenus, helpCenterUrl: helpCenterUrl.trim() || null })}
        disabled={!mayUpdate}
        className="adm-settings-form"
      >
        {refusal && <Alert type="error" showIcon title={refusal} className="adm-settings-form__alert" data-testid="config-refusal" />}
        <Form.Item
          name="notNeedMenus"
          label={t('frontAdmin.config.notNeedMenus')}
          extra={t('frontAdmin.config.notNeedMenusHint')}
          rules={[
            {
              validator: (_, names: string[] = []) =>
                names.length <= 50 && names.every((name) => MENU_NAME.test(name))
                  ? Promise.resolve()
                  : Promise.reject(new Error(tm('validation.invalid'))),
            },
          ]}
        >
          <Select
            mode="tags"
            allowClear
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('frontAdmin.config.notNeedMenusPlaceholder')}
            tokenSeparators={[',', ' ']}
            data-testid="config-menus"
          />
        </Form.Item>
        <Form.Item
          name="helpCenterUrl"
          label={t('frontAdmin.config.helpCenterUrl')}
          extra={t('frontAdmin.service.helpCenterHint')}
          rules={linkRules()}
        >
          <Input placeholder={t('frontAdmin.service.linkPlaceholder')} data-testid="config-help-centre" />
        </Form.Item>
        {mayUpdate && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="config-save">
            {t('frontAdmin.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** /global-config: the member console's hidden menus (notNeedMenus) and help-centre link. */
export default function GlobalConfigPage() {
  const query = useQuery({ queryKey: GLOBAL_CONFIG, queryFn: globalConfig });
  return (
    <div data-testid="global-config-page">
      <Loaded query={query} testId="global-config">
        {(config) => <ConfigForm key={JSON.stringify(config)} config={config} />}
      </Loaded>
    </div>
  );
}
