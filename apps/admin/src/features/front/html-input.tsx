import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './safe-html';
import './strings';
import './front.css';

interface HtmlInputProps {
  value?: string | null;
  onChange?(value: string): void;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  testId: string;
}

/**
 * Rich text as HTML in a plain text area (a form control: value / onChange), with the sanitised
 * preview of what members will see below it.
 */
export function HtmlInput({ value, onChange, rows = 6, maxLength, placeholder, testId }: HtmlInputProps) {
  const { t } = useTranslation();
  const html = value ?? '';
  return (
    <div className={maxLength === undefined ? 'adm-html-input' : 'adm-html-input adm-html-input--counted'}>
      <Input.TextArea
        value={html}
        onChange={(event) => onChange?.(event.target.value)}
        rows={rows}
        maxLength={maxLength}
        showCount={maxLength !== undefined}
        placeholder={placeholder ?? t('frontAdmin.html.placeholder')}
        data-testid={testId}
      />
      <div className="adm-html-input__preview">
        <div className="adm-html-input__label">{t('frontAdmin.html.preview')}</div>
        {html.trim() ? (
          <SafeHtml html={html} testId={`${testId}-preview`} />
        ) : (
          <span className="adm-html-input__empty">{t('frontAdmin.html.previewEmpty')}</span>
        )}
      </div>
    </div>
  );
}
