import { LOGIN_WAYS, REGISTER_TYPES, type BrandingInput, type BrandingSettings } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { Alert, App, Button, Card, Col, Form, Input, Radio, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../shared/access';
import { BRANDING, branding, setBranding } from './api';
import { BrandPreview } from './brand-preview';
import { ImageInput } from './image-input';
import { Loaded } from './loaded';
import { useSave } from './use-save';
import './strings';
import './front.css';

/** A path on this site (the member console loads images from its own origin only); as the server checks it. */
const SITE_PATH = /^(\/(?!\/)[^\s"'<>\\]*)?$/;
const imageRules = (required: boolean) => [
  ...(required ? [{ required: true, whitespace: true, message: tm('system.brand.image') }] : []),
  { pattern: SITE_PATH, message: tm('system.brand.image') },
  { max: 500, message: tm('system.brand.image') },
];

const FIELDS = ['text', 'main', 'logo', 'leftBg', 'welcomeText', 'loginWay', 'registerType'] as const;

/** Only what the operator changed is sent (the PUT keeps the rest), so the audit log shows just that. */
function changes(before: BrandingSettings, after: BrandingSettings): BrandingInput {
  const input: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = after[field].trim();
    if (value !== before[field]) input[field] = value;
  }
  return input as BrandingInput;
}

function BrandingForm({ settings }: { settings: BrandingSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BrandingSettings>();
  const watched = Form.useWatch([], form) as Partial<BrandingSettings> | undefined;
  const mayUpdate = useHasPermission(['system:front:update']);
  const { saving, refusal, save } = useSave(setBranding, BRANDING);

  const submit = (values: BrandingSettings) => {
    const input = changes(settings, values);
    if (Object.keys(input).length === 0) return void message.info(t('frontAdmin.unchanged'));
    void save(input);
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card>
          <Typography.Paragraph type="secondary">{t('frontAdmin.brand.intro')}</Typography.Paragraph>
          <Form<BrandingSettings>
            form={form}
            layout="vertical"
            initialValues={settings}
            onFinish={submit}
            disabled={!mayUpdate}
            className="adm-settings-form"
          >
            {refusal && <Alert type="error" showIcon title={refusal} className="adm-settings-form__alert" data-testid="branding-refusal" />}
            <Form.Item
              name="text"
              label={t('frontAdmin.brand.text')}
              rules={[
                { required: true, whitespace: true, message: tm('system.brand.text') },
                { max: 30, message: tm('system.brand.text') },
              ]}
            >
              <Input maxLength={30} showCount data-testid="brand-text" />
            </Form.Item>
            <Form.Item name="main" label={t('frontAdmin.brand.main')} rules={imageRules(true)}>
              <ImageInput testId="brand-main" />
            </Form.Item>
            <Form.Item name="logo" label={t('frontAdmin.brand.logo')} rules={imageRules(true)}>
              <ImageInput testId="brand-logo" />
            </Form.Item>
            <Form.Item name="leftBg" label={t('frontAdmin.brand.leftBg')} rules={imageRules(false)}>
              <ImageInput testId="brand-left-bg" allowClear />
            </Form.Item>
            <Form.Item
              name="welcomeText"
              label={t('frontAdmin.brand.welcomeText')}
              rules={[{ max: 100, message: tm('system.brand.welcomeText') }]}
            >
              <Input maxLength={100} showCount placeholder={t('frontAdmin.brand.welcomePlaceholder')} data-testid="brand-welcome" />
            </Form.Item>
            <Form.Item name="loginWay" label={t('frontAdmin.brand.loginWay')}>
              <Radio.Group
                options={LOGIN_WAYS.map((way) => ({ value: way, label: t(`frontAdmin.brand.loginWays.${way}`) }))}
                data-testid="brand-login-way"
              />
            </Form.Item>
            <Form.Item name="registerType" label={t('frontAdmin.brand.registerType')}>
              <Radio.Group
                options={REGISTER_TYPES.map((type) => ({ value: type, label: t(`frontAdmin.brand.registerTypes.${type}`) }))}
                data-testid="brand-register-type"
              />
            </Form.Item>
            {mayUpdate && (
              <Button type="primary" htmlType="submit" loading={saving} data-testid="branding-save">
                {t('frontAdmin.save')}
              </Button>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('frontAdmin.brand.preview')} className="adm-brand-preview-card">
          <BrandPreview brand={{ ...settings, ...watched }} />
        </Card>
      </Col>
    </Row>
  );
}

/** /branding: the member console's page title, favicon, logo and sign-in page, with a live preview. */
export default function BrandingPage() {
  const query = useQuery({ queryKey: BRANDING, queryFn: branding });
  return (
    <div data-testid="branding-page">
      <Loaded query={query} testId="branding">
        {(settings) => <BrandingForm key={JSON.stringify(settings)} settings={settings} />}
      </Loaded>
    </div>
  );
}
