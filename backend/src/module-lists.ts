import { ACCOUNTS_ERRORS } from './modules/accounts/domain/accounts.errors';
import { CATALOGUE_ERRORS } from './modules/catalogue/domain/catalogue.errors';
import { COMPANIES_ERRORS } from './modules/companies/domain/companies.errors';
import { MATERIALS_ERRORS } from './modules/materials/domain/materials.errors';
import { PARTNERS_ERRORS } from './modules/partners/domain/partners.errors';
import { REFERENCE_ERRORS } from './modules/reference/domain/reference.errors';
import type { ErrorEntry, ErrorTable } from './shared/domain-error';
import { PLATFORM_ERRORS } from './shared/error-codes';

/**
 * The lists every module brings (issue 39 §5), collected in one place beside `app.module.ts`: a module
 * declares its codes, audit actions and texts in its own `domain/` files, and is listed here once per
 * kind of list it has. Pure data: it imports only `shared/` and domain files (dependency-cruiser
 * `module-lists-is-pure`), so the contract and the frontend read it too. Nothing here is filled at run
 * time, so a module missing from a list is a compile error where its codes or actions are used.
 */

type Expect<T extends true> = T;

/** Keys that two of the tables share: `never` when every key has one owner. */
type SharedKeys<T extends Record<string, object>> = {
  [A in keyof T]: { [B in Exclude<keyof T, A>]: keyof T[A] & keyof T[B] }[Exclude<keyof T, A>];
}[keyof T];

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

export const ERROR_CODES = /* @__PURE__ */ Object.keys(ERRORS) as readonly ErrorCode[];

/** Each code's Hungarian text (the frontend's `hu.errors` spreads it). */
export const ERROR_TEXTS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ERRORS).flatMap(([code, entry]) => ('text' in entry ? [[code, entry.text]] : [])),
) as Readonly<Record<TextedErrorCode, string>>;

/** Why each folded code has no text of its own. */
export const FOLDED_ERRORS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(ERRORS).flatMap(([code, entry]) => ('folded' in entry ? [[code, entry.folded]] : [])),
) as Readonly<Record<FoldedErrorCode, string>>;
