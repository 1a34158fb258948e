/**
 * A key that sorts names as a Hungarian reader expects when compared code unit by code unit, as every
 * read-store adapter sorts strings (memory, SQLite's BINARY, MongoDB without a collation), so the
 * admin tables page by an index in Hungarian order (issue 41 §8): accents of the same letter aside
 * (á = a, é = e, í = i, ó = o, ú = u), ö/ő after o, ü/ű after u, and the double letters cs, dz, dzs,
 * gy, ly, ny, sz, ty, zs after their first letter ("Czakó" before "Csaba", "Zoltán" before "Zsolt").
 * Each such letter becomes its first letter followed by "{", which sorts after every letter.
 * A doubled double letter ("Losonczy", "Hosszú") is read as two letters, which it is in most names.
 */
export function hungarianSortKey(text: string): string {
  return text
    .toLocaleLowerCase('hu-HU')
    .normalize('NFD')
    .replace(/([ou])[\u0308\u030b]/g, '$1{')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/dzs|cs|dz|gy|ly|ny|sz|ty|zs/g, (letter) => (letter === 'dzs' ? 'd{{' : `${letter[0]}{`));
}
