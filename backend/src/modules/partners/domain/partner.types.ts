/** SPEC §1: what a partner site may receive of a member, when the member accepts. */
export const PARTNER_DATA = ['name', 'email', 'school', 'city'] as const;
export type PartnerData = (typeof PARTNER_DATA)[number];

/**
 * A partner's origin exactly as a browser reports it: `scheme://host[:port]`, http(s) only, no path,
 * query, user info or wildcard; lower-cased, a default port left out. Null when it is not one.
 */
export function canonicalOrigin(text: string): string | null {
  if (typeof text !== 'string' || /[*\s]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Exactly the origin (a trailing slash tolerated): no path, query, fragment, user info or default port.
  return text.replace(/\/$/, '').toLowerCase() === url.origin.toLowerCase() ? url.origin : null;
}

/** The origin of a page URL (the `post` of /auth), or null when it is not an http(s) URL. */
export function originOfPage(pageUrl: string): string | null {
  try {
    const url = new URL(pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
