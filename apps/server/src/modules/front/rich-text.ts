import sanitizeHtml from 'sanitize-html';

/**
 * What operator HTML may hold once saved (decision 032): text formatting, lists, tables, links and
 * images; no scripts, event handlers, frames, forms or styles beyond a few harmless properties.
 * Links open in a new tab without handing the opener over; images are paths on this site, https
 * or inline (data:) — the console's content security policy shows this site's and inline ones.
 * The console sanitises again before showing; this is what is stored, so every reader gets safe HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color'],
    '*': ['style', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
      'font-weight': [/^(normal|bold|\d{3})$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Operator HTML (a notice, a customer-service entry) as it may be stored and shown. */
export const cleanHtml = (html: string) => sanitizeHtml(html, OPTIONS).trim();
