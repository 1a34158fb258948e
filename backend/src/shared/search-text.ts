/**
 * Text as a search compares it: without accents, in lower case ("Kovács Éva" → "kovacs eva"), so
 * "kovacs" finds "Kovács". Lists keep a folded copy of what they are searched by and sorted on, and the
 * server folds the words typed the same way (read-store `contains`).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('hu-HU');
}

/** The folded words of a search, each of which must appear somewhere: "Éva Kovács" finds "Kovács Éva". */
export function searchWords(search: string | undefined): string[] {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}
