import type sanitizeHtml from 'sanitize-html';

let clean: ((html: string) => string) | null = null;

/**
 * Admin-written HTML (long text, sub-page content) is cleaned before it is stored, so what members are
 * served is the cleaned version: no scripts, styles, event handlers or javascript: links.
 * sanitize-html (with postcss and htmlparser2) is loaded when an admin first saves such a text, not at
 * start: it takes a tenth of a second that every start would pay.
 */
function cleaner(): (html: string) => string {
  if (clean) return clean;
  const sanitize = require('sanitize-html') as typeof sanitizeHtml;
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
      // An image needs a text alternative (WCAG 1.1.1): without one a screen reader reads out its file
      // name. One the admin did not write is taken to be decoration (alt=""), which readers skip.
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
    },
  };
  return (clean = (html) => sanitize(html, options));
}

export const sanitizeServiceHtml = (html: string): string => cleaner()(html);
