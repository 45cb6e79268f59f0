import sanitizeHtml from 'sanitize-html';

/**
 * Announcement and help HTML is cleaned when it is written, so every reader gets safe markup:
 * text formatting, lists, simple tables, links (always rel="noopener noreferrer") and images
 * from https (or the site itself). Scripts, event handlers, frames, forms and inline styles
 * beyond colour, alignment and weight are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: 'p br hr b strong i em u s small sub sup span div h1 h2 h3 h4 ul ol li blockquote a img table thead tbody tr th td'.split(
    ' ',
  ),
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
};

export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Plain text placed into HTML (a brand's name in a help text). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
