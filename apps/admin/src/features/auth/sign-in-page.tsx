import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorLoginInput } from '@cloudphone/contract';
import { useQuery } from '@tanstack/react-query';
import { tm } from '@web/shared/i18n/message';
import { safeRedirectTarget } from '@web/shared/redirect-target';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { getCaptcha, signIn } from '../../shared/session/session-api';
import { useSession } from '../../shared/session/session-store';
import { LanguageMenu } from '../../shared/ui/language-menu';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import './sign-in.css';

interface SignInValues {
  username: string;
  password: string;
  code?: string;
}

/**
 * The operator's sign-in: account and password, and the image captcha while the server asks for
 * one. A refusal (bad credentials, disabled, locked, wrong code) shows the server's translated
 * message above the button; the captcha is single-use, so each attempt gets a new one.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [params] = useSearchParams();
  const [form] = Form.useForm<SignInValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const captcha = useQuery({ queryKey: ['sign-in', 'captcha'], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });
  useDocumentTitle(t('auth.title'));

  // Signed in (now or before): on to where the operator was going.
  if (token) return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;

  // Shown while the captcha's state is unknown, so the form does not grow under the operator's hand.
  const withCaptcha = captcha.data?.enabled ?? true;
  const submit = async ({ username, password, code }: SignInValues) => {
    setSending(true);
    setRefusal(null);
    const input: OperatorLoginInput = { username, password };
    if (captcha.data?.enabled) Object.assign(input, { code, uuid: captcha.data.uuid });
    try {
      await signIn(input);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
      form.setFieldValue('code', '');
      void captcha.refetch();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="adm-sign-in">
      <div className="adm-sign-in__language">
        <LanguageMenu />
      </div>
      <Card className="adm-sign-in__card">
        <div className="adm-sign-in__brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={40} height={40} />
          <div>
            <h1 className="adm-sign-in__title">{t('auth.title')}</h1>
            <p className="adm-sign-in__subtitle">{t('auth.subtitle')}</p>
          </div>
        </div>
        <Form<SignInValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={(values) => void submit(values)}>
          <Form.Item
            name="username"
            label={t('auth.username')}
            rules={[{ required: true, whitespace: true, message: tm('validation.username.required') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus data-testid="sign-in-username" />
          </Form.Item>
          <Form.Item name="password" label={t('auth.password')} rules={[{ required: true, message: tm('validation.password.required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="sign-in-password" />
          </Form.Item>
          {withCaptcha && (
            <Form.Item label={t('auth.captcha')} required>
              <div className="adm-sign-in__captcha">
                <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: tm('validation.captcha.required') }]}>
                  <Input prefix={<SafetyOutlined />} maxLength={10} autoComplete="off" data-testid="sign-in-code" />
                </Form.Item>
                <button
                  type="button"
                  className="adm-sign-in__captcha-image"
                  onClick={() => void captcha.refetch()}
                  title={t('auth.captchaRefresh')}
                  data-testid="sign-in-captcha"
                >
                  {captcha.data?.img ? (
                    <img src={captcha.data.img} alt={t('auth.captchaImage')} />
                  ) : captcha.isError ? (
                    <span>{t('auth.captchaFailed')}</span>
                  ) : null}
                </button>
              </div>
            </Form.Item>
          )}
          {refusal && <Alert type="error" showIcon title={refusal} className="adm-sign-in__refusal" data-testid="sign-in-error" />}
          <Button type="primary" htmlType="submit" block loading={sending} data-testid="sign-in-submit">
            {t('auth.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
