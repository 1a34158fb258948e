const dateTime = new Intl.DateTimeFormat('hu-HU', { dateStyle: 'short', timeStyle: 'short' });

/** A timestamp as Hungarians write it, e.g. 2026. 11. 21. 10:05. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
