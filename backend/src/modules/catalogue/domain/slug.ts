/** SPEC §9: the sub-page URL of a service whose name gives no usable letters. */
export const DEFAULT_SLUG = 'uj-szolgaltatas';

/**
 * Sub-page URL from free text (SPEC §4): lowercase, accents and punctuation removed, spaces to
 * hyphens. NFD splits ő and ű into a base letter and a combining mark, which is then dropped.
 */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || DEFAULT_SLUG;
}
