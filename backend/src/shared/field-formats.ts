import { hasInvisibleCharacters } from './invisible-characters';

/**
 * The formats of SPEC §5 that both sides check: the server's DTOs refuse anything else, and the forms
 * check first so a form rarely round-trips.
 */
export const PHONE = /^[0-9+()\-/ ]{6,}$/;
/** Hungarian postcodes have four digits. */
export const ZIP = /^\d{4}$/;
/** A school's OM id (intézményi azonosító). */
export const SCHOOL_OM = /^\d{6}$/;
/** Numeric; the 11-digit checksum is only a hint (education-id.ts), so other lengths are accepted. */
export const EDUCATION_ID = /^\d{1,20}$/;
/**
 * The longest one line a person types by default (a name, a city: `RequiredText`), and a phone number
 * (`PhoneField`): the API's fields and the member import read the same numbers (issue 38 §7).
 */
export const MAX_LINE_LENGTH = 100;
export const MAX_PHONE_LENGTH = 40;
/** New passwords (issue 14 §6); they must also be hard to guess (platform/auth/password-strength.ts). */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * Characters a one-line field (a name, a title, a city) never holds: control characters (line breaks
 * and NUL among them, which forge log lines and break tables) and the line and paragraph separators.
 * Emoji and every letter of every language stay welcome.
 */
export const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * One line that reads as it shows: nothing above, and no invisible character (`invisible-characters.ts`:
 * the bidirectional overrides that make a name read backwards, zero-width spaces, …). A form refuses
 * them rather than dropping them, so that what is stored is what the person saw they typed.
 */
export const isOneLine = (value: unknown): boolean => typeof value !== 'string' || (!NOT_ONE_LINE.test(value) && !hasInvisibleCharacters(value));
