import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { GLOBAL_CONFIG, globalConfig, setGlobalConfig } from './api';
import { Loaded } from './loaded';
import { useSave } from './use-save';

/** An optional http(s) address, as the server checks it (built at render: the message is in the current language). */
export const linkRules = () => [
  { pattern: /^https?:\/\/[^\s]+$/, message: tm('validation.url.invalid') },
  { max: 500, message: tm('validation.url.invalid') },
];

/** The help-centre link of the global config (the hidden menus are kept as they are). */
export function HelpCentreForm() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: GLOBAL_CONFIG, queryFn: globalConfig });
  const mayUpdate = useHasPermission(['system:front:update']);
  const { saving, refusal, save } = useSave(setGlobalConfig, GLOBAL_CONFIG);
  return (
    <Loaded query={query} testId="help-centre">
      {(config) => (
        <Card>
          <Form
            layout="vertical"
            initialValues={{ helpCenterUrl: config.helpCenterUrl ?? '' }}
            onFinish={({ helpCenterUrl }: { helpCenterUrl: string }) =>
              void save({ notNeedMenus: config.notNeedMenus, helpCenterUrl: helpCenterUrl.trim() || null })
            }
            disabled={!mayUpdate}
            className="adm-settings-form"
          >
            {refusal && (
              <Alert type="error" showIcon title={refusal} className="adm-settings-form__alert" data-testid="help-centre-refusal" />
            )}
            <Form.Item
              name="helpCenterUrl"
              label={t('frontAdmin.service.helpCenterUrl')}
              extra={t('frontAdmin.service.helpCenterHint')}
              rules={linkRules()}
            >
              <Input placeholder={t('frontAdmin.service.linkPlaceholder')} data-testid="help-centre-url" />
            </Form.Item>
            {mayUpdate && (
              <Button type="primary" htmlType="submit" loading={saving} data-testid="help-centre-save">
                {t('frontAdmin.save')}
              </Button>
            )}
          </Form>
        </Card>
      )}
    </Loaded>
  );
}
