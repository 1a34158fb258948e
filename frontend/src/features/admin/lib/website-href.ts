/** SPEC §5: a company website without a scheme gets http:// so the link leaves the site. */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}
