import type { Locale } from '@cloudphone/contract';

export interface ProtocolSection {
  heading: string;
  paragraphs: string[];
}

export interface ProtocolText {
  intro: string;
  sections: ProtocolSection[];
}

/** One protocol document in both languages. Titles come from the i18n dictionaries. */
export interface ProtocolDocumentText {
  updated: string;
  text: Record<Locale, ProtocolText>;
}
