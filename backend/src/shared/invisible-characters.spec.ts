import { isOneLine } from './field-formats';
import { hasInvisibleCharacters, invisibleCharacters, withoutInvisibleCharacters } from './invisible-characters';

/** Every character tried, by code point and name: each is dropped from a file name and refused in a name. */
const INVISIBLE: Array<[number, string]> = [
  [0x00ad, 'SOFT HYPHEN'],
  [0x034f, 'COMBINING GRAPHEME JOINER'],
  [0x0600, 'ARABIC NUMBER SIGN'],
  [0x0605, 'ARABIC NUMBER MARK ABOVE'],
  [0x061c, 'ARABIC LETTER MARK'],
  [0x06dd, 'ARABIC END OF AYAH'],
  [0x070f, 'SYRIAC ABBREVIATION MARK'],
  [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'],
  [0x200d, 'ZERO WIDTH JOINER (outside an emoji sequence)'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2060, 'WORD JOINER'],
  [0x2061, 'FUNCTION APPLICATION'],
  [0x2062, 'INVISIBLE TIMES'],
  [0x2063, 'INVISIBLE SEPARATOR'],
  [0x2064, 'INVISIBLE PLUS'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
  [0x206a, 'INHIBIT SYMMETRIC SWAPPING'],
  [0x206f, 'NOMINAL DIGIT SHAPES'],
  [0x3164, 'HANGUL FILLER'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE (BOM)'],
  [0xffa0, 'HALFWIDTH HANGUL FILLER'],
  [0xfff9, 'INTERLINEAR ANNOTATION ANCHOR'],
  [0xfffb, 'INTERLINEAR ANNOTATION TERMINATOR'],
  [0x110bd, 'KAITHI NUMBER SIGN'],
  [0x1bca0, 'SHORTHAND FORMAT LETTER OVERLAP'],
  [0x1d173, 'MUSICAL SYMBOL BEGIN BEAM'],
  [0xe0001, 'LANGUAGE TAG'],
  [0xe0020, 'TAG SPACE'],
  [0xe0041, 'TAG LATIN CAPITAL LETTER A'],
  [0xe007f, 'CANCEL TAG (outside a flag)'],
];

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
const cases = INVISIBLE.map(([codePoint, name]) => [hex(codePoint), name, String.fromCodePoint(codePoint)] as const);

describe('invisible characters', () => {
  it.each(cases)('%s %s is dropped from a text and refused in a one-line field', (_code, _name, char) => {
    const text = `Kiss${char}Anna`;
    expect(invisibleCharacters(text)).toEqual([char]);
    expect(withoutInvisibleCharacters(text)).toBe('KissAnna');
    expect(isOneLine(text)).toBe(false);
  });

  it('shows a file name as it is: invoice\\u202Efdp.exe is "invoicefdp.exe"', () => {
    expect(withoutInvisibleCharacters('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutInvisibleCharacters('\uFEFFjelent\u00ADkezők\u200B.xlsx\u2066')).toBe('jelentkezők.xlsx');
  });

  it('finds every one of a run, in order', () => {
    expect(invisibleCharacters('\u202Ea\u200Bb\u2069')).toEqual(['\u202E', '\u200B', '\u2069']);
    expect(withoutInvisibleCharacters('\u200B\u200B\u200B')).toBe('');
  });

  it.each([
    ['a ZWJ emoji sequence', '👩‍💻 Programozás'],
    ['a family of four', '👨‍👩‍👧‍👦'],
    ['a ZWJ sequence with a skin tone', '🧑🏽‍🏫 Tanár'],
    ['a ZWJ sequence with a variation selector', '🏳️‍🌈'],
    ['the flag of England (tag characters)', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'],
    ['letters of every language', 'Éva-Őrsi Ñúñez Çelik Łukasz Ørsted Ἀθηνᾶ Жанна 李 محمد'],
    ['a plain emoji', 'Python 😀'],
  ])('keeps %s whole', (_what, text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
    expect(withoutInvisibleCharacters(text)).toBe(text);
    expect(isOneLine(text)).toBe(true);
  });

  it('drops a joiner that joins no emoji, even beside one', () => {
    expect(withoutInvisibleCharacters('a\u200D😀')).toBe('a😀');
    expect(withoutInvisibleCharacters('😀\u200D')).toBe('😀');
    expect(withoutInvisibleCharacters('😀\u200D\u200D💻')).toBe('😀💻');
  });

  it('drops tag characters that make no flag', () => {
    expect(withoutInvisibleCharacters('Kiss\u{E0041}\u{E0042}\u{E007F}')).toBe('Kiss');
    expect(withoutInvisibleCharacters('🏴\u{E0067}\u{E0062}')).toBe('🏴');
  });

  it('still refuses line breaks and control characters in a one-line field, as before', () => {
    for (const text of ['Anna\nX', 'Anna\rX', 'An\u0000na', 'An\u0085na', 'An\u2028na']) expect(isOneLine(text)).toBe(false);
    expect(isOneLine(42)).toBe(true);
  });
});
