import type { ProtocolDocument } from '@cloudphone/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../../../shared/i18n/locale';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import type { ProtocolDocumentText } from '../protocols/types';

type Documents = Record<ProtocolDocument, ProtocolDocumentText>;

/** The documents' text is fetched as its own chunk the first time one is opened. */
let documents: Promise<Documents> | null = null;
const loadDocuments = () => {
  documents ??= import('../protocols')
    .then((m) => m.protocolDocuments)
    .catch((error: unknown) => {
      documents = null;
      throw error;
    });
  return documents;
};

/** Shows one protocol document in a dialog. */
export function ProtocolDialog({ doc, onClose }: { doc: ProtocolDocument | null; onClose(): void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Documents | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!doc || loaded) return;
    loadDocuments().then(setLoaded, () => setFailed(true));
  }, [doc, loaded]);

  if (!doc) return null;
  const entry = loaded?.[doc];
  const text = entry?.text[getLocale()];
  return (
    <Modal
      open
      title={t(`protocols.${doc}`)}
      onClose={onClose}
      closeLabel={t('common.close')}
      width={680}
      testId={`protocol-dialog-${doc}`}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus data-testid="protocol-close">
          {t('protocols.read')}
        </Button>
      }
    >
      {failed && <p className="auth-protocol__status">{t('protocols.loadFailed')}</p>}
      {!failed && !text && <p className="auth-protocol__status">{t('common.loading')}</p>}
      {entry && text && (
        <article className="auth-protocol">
          <p className="auth-protocol__updated">{t('protocols.updated', { date: entry.updated })}</p>
          <p>{text.intro}</p>
          {text.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </Modal>
  );
}

/** Starts loading the documents early (e.g. when the pointer nears a link). */
export const prefetchProtocols = () => void loadDocuments().catch(() => undefined);
