import sanitizeHtml from 'sanitize-html';

/**
 * Admin-written HTML (long text, sub-page content) is cleaned before it is stored, so what members are
 * served is the cleaned version: no scripts, styles, event handlers or javascript: links.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeServiceHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
