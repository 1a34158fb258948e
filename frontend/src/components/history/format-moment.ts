/** A moment as Hungarians write it (2026. 11. 21. 14:05:09), in Hungarian time wherever the browser is. */
const momentFormat = new Intl.DateTimeFormat('hu-HU', {
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Budapest',
});

export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : momentFormat.format(date);
}
