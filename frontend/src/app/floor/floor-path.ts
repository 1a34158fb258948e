/**
 * The floor page's address (issue 24): a page of the production build that no link leads to, kept out
 * of the site's routes and out of search engines, measured by `npm run bench` beside every real page.
 */
export const FLOOR_PATH = '/meres/padlo';
