import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATCH_TERMS_MAX, parseKeywordTerms } from '../../batch-keyword';
import './dialogs.css';

export interface BatchSearchDialogProps {
  open: boolean;
  /** The current keyword, shown one term per line. */
  initial: string;
  onCancel(): void;
  onSearch(terms: string[]): void;
}

/** Batch search (spec point 2): paste many phone IDs or names, one per line or comma-separated. */
export function BatchSearchDialog({ open, initial, onCancel, onSearch }: BatchSearchDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => parseKeywordTerms(initial).join('\n'));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setText(parseKeywordTerms(initial).join('\n'));
  }
  const terms = parseKeywordTerms(text);
  return (
    <Modal
      open={open}
      title={t('phones.batchSearchTitle')}
      onCancel={onCancel}
      onOk={() => onSearch(terms)}
      okText={t('phones.search')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'batch-search-submit' } as never}
      modalRender={(node) => <div data-testid="batch-search-dialog">{node}</div>}
    >
      <p className="ph-dialog__hint">{t('phones.batchSearchHint')}</p>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 8, maxRows: 14 }}
        placeholder={'ACP0000000001\nACP0000000002'}
        data-testid="batch-search-input"
        autoFocus
      />
      <div className="ph-dialog__count">
        {t('phones.batchSearchCount', { count: terms.length })}
        {terms.length > BATCH_TERMS_MAX && <span className="ph-warn-text"> · {t('phones.batchSearchCap', { max: BATCH_TERMS_MAX })}</span>}
      </div>
    </Modal>
  );
}
