/**
 * Characters that change how a text reads without being seen (issue 22 §7): every format character of
 * Unicode category Cf (the bidirectional controls U+202A–U+202E and U+2066–U+2069 that made
 * "invoice\u202Efdp.exe" read as "invoiceexe.pdf", the marks U+200E/U+200F/U+061C, zero-width spaces
 * and joiners U+200B–U+200D, the word joiner and invisible operators U+2060–U+2064, the BOM U+FEFF,
 * the soft hyphen U+00AD, the Mongolian vowel separator U+180E, the tag characters U+E0001 and
 * U+E0020–U+E007F, …), and the few letters and marks that are drawn as nothing at all and so pass for
 * an empty name: the combining grapheme joiner U+034F and the Hangul fillers U+115F, U+1160, U+3164,
 * U+FFA0.
 *
 * Two exceptions, because they only ever draw a picture: a zero-width joiner between two emoji
 * (👩‍💻 is 👩 U+200D 💻) and the tag characters of a subdivision flag (🏴 U+1F3F4, tags, U+E007F).
 * Anywhere else they are invisible like the rest.
 *
 * The one rule of every entry point: one-line fields typed into a form refuse them (`oneLine`, in
 * `field-formats.ts`), other texts and uploaded file names and imported cells lose them.
 */

const EMOJI = String.raw`\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?`;
/** An emoji ZWJ sequence, a subdivision flag, or one invisible character (matched in that order). */
const PICTURE_OR_INVISIBLE = new RegExp(
  [String.raw`(${EMOJI}(?:\u200D${EMOJI})+)`, String.raw`(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})`, String.raw`[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]`].join('|'),
  'gu',
);

/** The invisible characters of `text`, in order (an emoji's joiner and a flag's tags are not among them). */
export function invisibleCharacters(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PICTURE_OR_INVISIBLE)) if (match[1] === undefined && match[2] === undefined) found.push(match[0]);
  return found;
}

export const hasInvisibleCharacters = (text: string): boolean => invisibleCharacters(text).length > 0;

/** `text` without its invisible characters; emoji sequences and flags stay whole. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(PICTURE_OR_INVISIBLE, (_match, sequence?: string, flag?: string) => sequence ?? flag ?? '');
}
