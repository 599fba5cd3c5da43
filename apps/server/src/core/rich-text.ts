import sanitizeHtml from 'sanitize-html';

/**
 * What the console's rich-text editor writes, and nothing more: text formatting, headings, lists,
 * quotes, links and pictures. Anything else (scripts, frames, forms, styles, event handlers) is
 * dropped with its content where it could only run or embed.
 */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span', 'code', 'pre'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  // Only alignment survives in a style: colours and positions could dress a paragraph up as the console.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // A link leaves the console in a new tab that cannot reach back into it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** The HTML a school's editor wrote, reduced to the allow-list: what the server keeps and hands out. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES).trim();
}

/** The text of rich text, for summaries, search and "is it empty" checks. */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: RICH_TEXT_RULES.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether sanitised rich text holds anything to read: some text or a picture. */
export const hasReadableContent = (html: string) => plainTextOf(html) !== '' || /<img\s/i.test(html);

/** Whether a link is an absolute http(s) address: the only links an article may point at. */
export function isHttpUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
