import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/')}>
      {t('shell.backHome')}
    </Button>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <Result status="403" title="403" subTitle={t('shell.forbidden')} extra={<BackHome />} data-testid="page-forbidden" />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('shell.notFound')} extra={<BackHome />} data-testid="page-not-found" />;
}

/** An operator with no role that opens any screen. */
export function NoScreensPage() {
  const { t } = useTranslation();
  return <Result status="info" title={t('shell.noScreens')} subTitle={t('shell.noScreensHint')} data-testid="page-no-screens" />;
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('shell.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}

/** A page that throws (or whose chunk failed twice) shows an error in the content area; the shell stays. */
export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    // Going to another page leaves the failed one behind.
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
