import { PROTOCOL_DOCUMENTS, type ProtocolDocument } from '@cloudphone/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../shared/ui/checkbox';
import { ProtocolDialog, prefetchProtocols } from './protocol-dialog';

export interface Agreement {
  agreed: boolean;
  setAgreed(agreed: boolean): void;
  error: string | null;
}

/** The "I have read and agree" checkbox with the four documents, each opening in a dialog. */
export function ProtocolAgreement({ agreed, setAgreed, error }: Agreement) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ProtocolDocument | null>(null);
  const isZh = i18n.language === 'zh-CN';
  return (
    <div className="auth-agree">
      <div className="auth-agree__line">
        <Checkbox checked={agreed} onChange={setAgreed} testId="agree-checkbox" invalid={Boolean(error)}>
          {t('auth.agreePrefix')}
        </Checkbox>{' '}
        {PROTOCOL_DOCUMENTS.map((doc, index) => (
          <Fragment key={doc}>
            {index > 0 && (isZh ? '、' : ', ')}
            <button
              type="button"
              className="auth-agree__doc"
              onClick={() => setOpen(doc)}
              onPointerEnter={prefetchProtocols}
              data-testid={`protocol-${doc}`}
            >
              {isZh ? `《${t(`protocols.${doc}`)}》` : t(`protocols.${doc}`)}
            </button>
          </Fragment>
        ))}
      </div>
      <div className="cp-field__error" role={error ? 'alert' : undefined} data-testid="agree-error">
        {error}
      </div>
      <ProtocolDialog doc={open} onClose={() => setOpen(null)} />
    </div>
  );
}
