let longDateTime: Intl.DateTimeFormat | undefined;

/**
 * A moment as Hungarians write it in full ("2026. november 26. 14:05"). The formatter is built on
 * first use, not when a page's module loads: the first one a page builds loads the locale's data,
 * tens of milliseconds on a phone, and most pages that may show such a moment never do.
 */
export function formatDateTime(at: string | number | Date): string {
  longDateTime ??= new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeStyle: 'short' });
  return longDateTime.format(new Date(at));
}
