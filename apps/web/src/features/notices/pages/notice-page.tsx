import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeedbackList } from '../components/feedback-list';
import { NoticeList } from '../components/notice-list';
import '../notices.css';

type Tab = 'messages' | 'feedback';

/**
 * /notice, the message center (spec point 2, issue 18): the member's messages, and (`?tab=feedback`)
 * the feedback they sent with its replies.
 */
export function NoticePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'feedback' ? 'feedback' : 'messages';

  return (
    <div className="nt-page" data-testid="notice-page" data-tab={tab}>
      <header className="nt-page__head">
        <h1>{t('notice.title')}</h1>
        <p className="nt-muted">{t('notice.intro')}</p>
      </header>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'feedback' ? { tab: 'feedback' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'messages',
            label: <span data-testid="notice-tab-messages">{t('notice.tabs.messages')}</span>,
            children: <NoticeList />,
          },
          {
            key: 'feedback',
            label: <span data-testid="notice-tab-feedback">{t('notice.tabs.feedback')}</span>,
            children: <FeedbackList />,
          },
        ]}
      />
    </div>
  );
}
