/**
 * Message content is HTML (spec 2 §3). The server keeps only an allow-list of formatting (sanitize-html, built on
 * htmlparser2): text formatting, paragraphs, lists, quotes, code and links with http(s) or mailto targets. No
 * script, style, iframe, form, image or event handler, no `style` or `class` attribute, no `javascript:` or
 * `data:` URL survives; disallowed elements keep their text, except script-like ones whose content is dropped.
 * Links open in a new tab without the opener. The dashboard sanitises again when it renders.
 */
import sanitizeHtml from 'sanitize-html';

/** Longest accepted message content in characters (before sanitising). */
export const MAX_MESSAGE_CONTENT = 20_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the (sanitised) HTML shows no text at all (only tags, spaces and line breaks). */
export function isBlankHtml(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\s/g, '').length === 0;
}
