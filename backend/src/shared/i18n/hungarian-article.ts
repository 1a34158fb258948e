/**
 * The Hungarian definite article, "a" or "az", for the word that follows it: "az" before a vowel
 * sound. Names, service titles, numbers and e-mail addresses are only known at run time, which is
 * where the "a(z)" of lazy templates comes from; this decides instead.
 */
export type Article = 'a' | 'az';

const VOWELS = /^[aáeéiíoóöőuúüű]/i;
/** Letters whose Hungarian names start with a vowel (ef, el, em, en, er, es, iksz, ipszilon). */
const VOWEL_NAMED_LETTERS = /^[FLMNRSXY]/;
/** Quotes, brackets and spaces that are not read aloud. */
const UNREAD_LEADING = /^[\s"'„“”‘’«»(\[{]+/;
/** A number, with thousands grouped by a space, a dot or a (narrow) no-break space. */
const LEADING_NUMBER = /^\d+(?:[ .\u00a0\u202f]\d{3})*/;

export function article(next: string | number): Article {
  const text = String(next).replace(UNREAD_LEADING, '');
  const number = LEADING_NUMBER.exec(text);
  if (number) return numberArticle(number[0].replace(/\D/g, ''));
  const word = /^[\p{L}]+/u.exec(text)?.[0] ?? '';
  // An abbreviation is read letter by letter: "az SMS", "az MI", but "a HTML".
  if (word.length > 0 && word === word.toUpperCase() && word !== word.toLowerCase()) {
    return VOWELS.test(word) || VOWEL_NAMED_LETTERS.test(word) ? 'az' : 'a';
  }
  return VOWELS.test(word) ? 'az' : 'a';
}

/** "az Ági", "a 2", "az 5"; with `capital`, for the start of a sentence: "Az Ági". */
export function withArticle(next: string | number, { capital = false } = {}): string {
  return `${capital ? capitalized(article(next)) : article(next)} ${next}`;
}

const capitalized = (chosen: Article) => (chosen === 'a' ? 'A' : 'Az');

/**
 * By how the number is read: its first spoken word is "egy" (1), "öt" (5, 5x, 5xx), "ezer" (a
 * lone thousand) or "egymillió", "egymilliárd"… for the article "az"; every other reading starts
 * with a consonant ("kettő", "tíz", "száz", "nulla").
 */
function numberArticle(digits: string): Article {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  const leadingGroupLength = trimmed.length % 3 || 3;
  const leading = Number(trimmed.slice(0, leadingGroupLength));
  const moreGroups = trimmed.length > leadingGroupLength;
  // 1000…1999 read "ezer…"; 1 000 000 read "egymillió": both vowel-initial.
  if (leading === 1 && moreGroups) return 'az';
  return groupArticle(leading);
}

/** 1…999 by the first spoken word: hundreds ("száz", "ötszáz"…), tens ("tíz", "ötven"…), units. */
function groupArticle(group: number): Article {
  const [hundreds, tens, units] = [Math.floor(group / 100), Math.floor(group / 10) % 10, group % 10];
  const first = hundreds || tens || units;
  if (first === 5) return 'az';
  // Only a lone unit "egy" starts with a vowel; "száz" and "tíz" do not.
  return hundreds === 0 && tens === 0 && units === 1 ? 'az' : 'a';
}

/**
 * Resolves every "a(z)" / "A(z)" left in a text by the word after it, for texts written with
 * placeholders by people (the admin's service mails): "a(z) {serviceName}" reads right once filled.
 */
export function resolveArticles(text: string): string {
  return text.replace(/(^|[^\p{L}])([Aa])\(z\)(\s+)(\S+)/gu, (_match, before: string, a: string, space: string, next: string) => {
    const chosen = article(next);
    return `${before}${a === 'A' ? capitalized(chosen) : chosen}${space}${next}`;
  });
}
