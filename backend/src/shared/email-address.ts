import { hasInvisibleCharacters } from './invisible-characters';

/**
 * The shape of an e-mail address the club will write to (issue 38 §7–§9), the one rule of every entry
 * point: the API's e-mail fields, the member import, the configuration. RFC 5322's dot-atom or quoted
 * local part (`"a b"@example.org` is a real, if rare, address) at a domain of at least two labels; never
 * a control character (a CR/LF inside quotes would forge mail headers and log lines), an invisible one,
 * or a domain literal. At most 64 characters before the @ and 254 in all (RFC 5321).
 */
const ATEXT = String.raw`[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~-]`;
const DOT_ATOM = String.raw`${ATEXT}+(?:\.${ATEXT}+)*`;
/** Printable ASCII and letters inside the quotes; a backslash escapes one printable character. */
const QUOTED = String.raw`"(?:[\x20\x21\x23-\x5b\x5d-\x7e\p{L}\p{N}]|\\[\x20-\x7e])*"`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const TOP_LABEL = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`;
const ADDRESS = new RegExp(String.raw`^(${DOT_ATOM}|${QUOTED})@((?:${LABEL}\.)+${TOP_LABEL})$`, 'iu');
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

/** Whether `value` is an address the club may store and write to. */
export function isMailableAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH || CONTROL.test(value) || hasInvisibleCharacters(value)) return false;
  const match = ADDRESS.exec(value);
  return match !== null && match[1].length <= MAX_LOCAL_LENGTH;
}

/**
 * The one spelling of an address, for comparing addresses however a mail header wrote them: lower
 * case, and a quoted local part that needs no quotes written without them (`"anna"@x.hu` is
 * `anna@x.hu`); escapes inside quotes are undone where the quotes stay.
 */
export function canonicalAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim();
  const domain = address.slice(at + 1).trim();
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) {
    const inner = local.slice(1, -1).replace(/\\(.)/gsu, '$1');
    local = new RegExp(String.raw`^${DOT_ATOM}$`, 'u').test(inner) ? inner : `"${inner}"`;
  }
  return `${local}@${domain}`.toLowerCase();
}
