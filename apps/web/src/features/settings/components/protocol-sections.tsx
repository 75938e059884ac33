import { PROTOCOL_DOCUMENTS, type ProtocolDocument } from '@cloudphone/contract';
import { Collapse } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../../../shared/i18n/locale';
import { loadProtocolDocuments, type ProtocolDocumentText } from '../auth-bridge';

type Documents = Record<ProtocolDocument, ProtocolDocumentText>;

/** One document's text in the console's language. */
function DocumentText({ entry }: { entry: ProtocolDocumentText }) {
  const { t } = useTranslation();
  const text = entry.text[getLocale()];
  return (
    <article className="st-document">
      <p className="st-muted">{t('setting.about.updated', { date: entry.updated })}</p>
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
  );
}

/**
 * The user agreement, privacy policy, third-party sharing list and children's rules (the texts
 * agreed to at sign-in), each in a section that opens; their text loads on the first opening.
 */
export function ProtocolSections() {
  const { t } = useTranslation();
  const [documents, setDocuments] = useState<Documents | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    if (documents) return;
    setFailed(false);
    loadProtocolDocuments().then(setDocuments, () => setFailed(true));
  };
  const body = (doc: ProtocolDocument) => {
    if (documents) return <DocumentText entry={documents[doc]} />;
    return <p className="st-muted">{t(failed ? 'setting.about.loadFailed' : 'setting.about.loading')}</p>;
  };

  return (
    <Collapse
      className="st-documents"
      onChange={(keys) => (keys.length ? load() : undefined)}
      items={PROTOCOL_DOCUMENTS.map((doc) => ({
        key: doc,
        label: <span data-testid={`about-document-${doc}`}>{t(`protocols.${doc}`)}</span>,
        children: <div data-testid={`about-document-${doc}-text`}>{body(doc)}</div>,
      }))}
    />
  );
}
