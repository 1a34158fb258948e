/** Lower case without accents, so 'gimn' finds 'Gimnázium' and 'pecs' finds 'Pécs'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well one query word matches a label (higher is better), or null when it does not match:
 * a word start beats a substring, which beats the letters in order with a few skipped ('techkum').
 */
function wordScore(word: string, label: string): number | null {
  const index = label.indexOf(word);
  if (index >= 0) {
    const atWordStart = index === 0 || !/[\p{L}\p{N}]/u.test(label[index - 1]);
    return (atWordStart ? 300 : 200) - Math.min(index, 99);
  }
  // Letters in order with a few left out: the tightest such stretch of the label must stay close
  // to the word's length, so that letters scattered over the whole label do not count.
  if (word.length < 3) return null;
  let best: number | null = null;
  for (let start = label.indexOf(word[0]); start >= 0; start = label.indexOf(word[0], start + 1)) {
    let at = start;
    for (const char of word.slice(1)) {
      at = label.indexOf(char, at + 1);
      if (at < 0) break;
    }
    if (at < 0) break;
    const span = at - start + 1;
    if (best === null || span < best) best = span;
  }
  if (best === null || best > Math.ceil(word.length * 1.5)) return null;
  return 100 - (best - word.length) * 10;
}

/**
 * Fuzzy search on labels: every word of the query must match (see wordScore); results are ordered
 * by score, then alphabetically. An empty query matches nothing.
 */
export function fuzzySearch<T>(items: readonly T[], query: string, label: (item: T) => string): T[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: Array<{ item: T; score: number; key: string }> = [];
  for (const item of items) {
    const key = normalizeForSearch(label(item));
    let score = 0;
    for (const word of words) {
      const s = wordScore(word, key);
      if (s === null) {
        score = -1;
        break;
      }
      score += s;
    }
    if (score >= 0) scored.push({ item, score, key });
  }
  scored.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key, 'hu'));
  return scored.map((entry) => entry.item);
}
