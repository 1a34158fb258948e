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
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // An image needs a text alternative (WCAG 1.1.1): without one a screen reader reads out its file
    // name. One the admin did not write is taken to be decoration (alt=""), which readers skip.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

export const sanitizeServiceHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
