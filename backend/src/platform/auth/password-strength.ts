import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn's score (0–4) a new password needs: 3, "safely unguessable" (about 10^8 guesses and more),
 * the level the library's authors recommend for online attacks.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Hungarian words people build passwords from, beside the library's common (English) passwords and
 * names: without them "Jelszo2026" would pass as strong.
 */
const HUNGARIAN = [
  'jelszo', 'jelszó', 'jelszavam', 'titok', 'titkos', 'szeretlek', 'magyarorszag', 'magyarország', 'magyar',
  'budapest', 'debrecen', 'szeged', 'pecs', 'pécs', 'gyor', 'győr', 'informatika', 'tanar', 'tanár', 'tanarno',
  'iskola', 'diak', 'diák', 'klub', 'belepes', 'belépés', 'szia', 'macska', 'kutya', 'cica', 'alma', 'nyar', 'tel',
];

let factory: ZxcvbnFactory | null = null;

/**
 * Loaded and built on first use, not at start: unpacking the dictionaries takes a tenth of a second,
 * which every start would pay and no request but a new password needs.
 */
function checker(): ZxcvbnFactory {
  if (factory) return factory;
  const { ZxcvbnFactory: Factory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const { adjacencyGraphs, dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return (factory = new Factory({ dictionary: { ...dictionary, hungarian: HUNGARIAN }, graphs: adjacencyGraphs }));
}

/**
 * Whether a new password is hard enough to guess: against common passwords, names, keyboard patterns,
 * dates and the person's own e-mail and names (`personal`), as zxcvbn judges.
 */
export function isStrongPassword(password: unknown, personal: string[] = []): boolean {
  if (typeof password !== 'string') return true; // the type check reports it
  const inputs = personal.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((part) => part.length >= 3);
  return checker().check(password, inputs).score >= MIN_PASSWORD_SCORE;
}
