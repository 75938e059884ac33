import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@cloudphone/contract';
import { changeLocale, getLocale } from '@web/shared/i18n/locale';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each language named in itself, so an operator who cannot read the current one still finds theirs. */
const NATIVE_NAME: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** The language menu (also on the sign-in page): a change is stored and the page reloads in it. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = getLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({
          key: locale,
          label: (
            <span lang={locale} data-testid={`language-${locale}`}>
              {NATIVE_NAME[locale]}
            </span>
          ),
        })),
        onClick: ({ key }) => changeLocale(key as Locale),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common.language')} data-testid="language-switch">
        <span className="adm-topbar__language">{NATIVE_NAME[current]}</span>
      </Button>
    </Dropdown>
  );
}
