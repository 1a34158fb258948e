import { ACCOUNTS_ERRORS } from '../modules/accounts/domain/accounts.errors';
import { CATALOGUE_ERRORS } from '../modules/catalogue/domain/catalogue.errors';
import { COMPANIES_ERRORS } from '../modules/companies/domain/companies.errors';
import { MATERIALS_ERRORS } from '../modules/materials/domain/materials.errors';
import { PARTNERS_ERRORS } from '../modules/partners/domain/partners.errors';
import { REFERENCE_ERRORS } from '../modules/reference/domain/reference.errors';
import type { ErrorEntry, ErrorTable } from '../shared/domain-error';
import { PLATFORM_ERRORS } from '../shared/error-codes';
import { Expect, SharedKeys } from './one-owner';

/**
 * The error codes every module brings (issue 39 §5–6), collected beside `app.module.ts`: each module
 * declares its codes in `domain/<module>.errors.ts` and is listed here once. Like every file of
 * `module-lists/` (one per kind of list, so a screen downloads only the lists it reads), pure data: it
 * imports only `shared/` and domain files (dependency-cruiser `module-lists-is-pure`), so the contract
 * and the frontend read it too.
 */

/** Every error code, by the module that owns it (`shared`: the platform's and the kernel's). */
export const MODULE_ERRORS = {
  accounts: ACCOUNTS_ERRORS,
  catalogue: CATALOGUE_ERRORS,
  materials: MATERIALS_ERRORS,
  partners: PARTNERS_ERRORS,
  companies: COMPANIES_ERRORS,
  reference: REFERENCE_ERRORS,
  shared: PLATFORM_ERRORS,
} as const satisfies Record<string, ErrorTable>;

type ErrorTables = typeof MODULE_ERRORS;
/** A code owned by two modules fails to compile here (module-lists.spec.ts names it). */
export type EveryCodeHasOneOwner = Expect<[SharedKeys<ErrorTables>] extends [never] ? true : false>;

/** Every code a failed call can carry in `message` (`ErrorBody`, the frontend's `ApiError.code`). */
export type ErrorCode = { [M in keyof ErrorTables]: keyof ErrorTables[M] & string }[keyof ErrorTables];

/** The codes with a Hungarian text of their own; the others are folded into the unexpected-error text. */
export type TextedErrorCode = {
  [M in keyof ErrorTables]: { [C in keyof ErrorTables[M]]: ErrorTables[M][C] extends { text: string } ? C & string : never }[keyof ErrorTables[M]];
}[keyof ErrorTables];
export type FoldedErrorCode = Exclude<ErrorCode, TextedErrorCode>;

/** Every code with its entry: its status and its text, or why it has none. */
export const ERRORS: Readonly<Record<ErrorCode, ErrorEntry>> = /* @__PURE__ */ Object.assign({}, ...Object.values(MODULE_ERRORS));

export const ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ Object.keys(ERRORS) as ErrorCode[];

/** The codes' `text`s, or their `folded` reasons, by code. */
function each<C extends string>(field: 'text' | 'folded'): Readonly<Record<C, string>> {
  const entries: Array<[string, Partial<Record<'text' | 'folded', string>>]> = Object.entries(ERRORS);
  return Object.fromEntries(entries.flatMap(([code, entry]) => (entry[field] === undefined ? [] : [[code, entry[field]]]))) as Record<C, string>;
}

/** Each code's Hungarian text (the frontend's `hu.errors` spreads it). */
export const ERROR_TEXTS = /* @__PURE__ */ each<TextedErrorCode>('text');

/** Why each folded code has no text of its own. */
export const FOLDED_ERRORS = /* @__PURE__ */ each<FoldedErrorCode>('folded');
