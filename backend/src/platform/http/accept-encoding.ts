/** The encodings the build writes beside its text files (frontend/scripts/precompress.mjs), best first. */
export const BUILT_ENCODINGS = ['br', 'gzip'] as const;
export type BuiltEncoding = (typeof BUILT_ENCODINGS)[number];

/** Each coding an Accept-Encoding header names, with its weight (1 when it gives none). */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return named;
}

/**
 * Which of the encodings at hand to send for an Accept-Encoding header (RFC 9110 §12.5.3): the one it
 * weighs highest, Brotli first on a tie; none (the file as it is) when it names none of them, refuses
 * them, or there is no header. A coding it does not name counts only through "*".
 */
export function preferredEncoding(header: string | undefined, available: readonly BuiltEncoding[]): BuiltEncoding | null {
  if (!header) return null;
  const named = weights(header);
  const wildcard = named.get('*') ?? 0;
  let best: BuiltEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of BUILT_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const weight = named.get(encoding) ?? wildcard;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
