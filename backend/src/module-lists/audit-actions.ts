import { ACCOUNTS_AUDIT_ACTIONS } from '../modules/accounts/domain/accounts.audit-actions';
import { AUDIT_AUDIT_ACTIONS } from '../modules/audit/domain/audit.audit-actions';
import { COMPANIES_AUDIT_ACTIONS } from '../modules/companies/domain/companies.audit-actions';
import { CATALOGUE_AUDIT_ACTIONS } from '../modules/catalogue/domain/catalogue.audit-actions';
import { MATERIALS_AUDIT_ACTIONS } from '../modules/materials/domain/materials.audit-actions';
import { PARTNERS_AUDIT_ACTIONS } from '../modules/partners/domain/partners.audit-actions';
import { REFERENCE_AUDIT_ACTIONS } from '../modules/reference/domain/reference.audit-actions';
import type { AuditActionList } from '../shared/audit';
import { Expect, SharedKeys } from './one-owner';

/**
 * The audit actions every module brings (issue 39 §5): each module declares its own with their
 * Hungarian names in `domain/<module>.audit-actions.ts` and is listed here once; the trail, its filter
 * and its export read the collected lists. Pure data, like every file of `module-lists/`.
 */

/** Every audit action, by the module that declares it (`audit`: the looks at personal data it records). */
export const MODULE_AUDIT_ACTIONS = {
  accounts: ACCOUNTS_AUDIT_ACTIONS,
  catalogue: CATALOGUE_AUDIT_ACTIONS,
  companies: COMPANIES_AUDIT_ACTIONS,
  materials: MATERIALS_AUDIT_ACTIONS,
  partners: PARTNERS_AUDIT_ACTIONS,
  reference: REFERENCE_AUDIT_ACTIONS,
  audit: AUDIT_AUDIT_ACTIONS,
} as const satisfies Record<string, AuditActionList>;

type ActionLists = typeof MODULE_AUDIT_ACTIONS;
type ActionsOf<M extends keyof ActionLists> = ActionLists[M]['actions'];
/** An action declared by two modules fails to compile here (module-lists.spec.ts names it). */
export type EveryActionHasOneOwner = Expect<[SharedKeys<{ [M in keyof ActionLists]: ActionsOf<M> }>] extends [never] ? true : false>;

export type AuditAction = { [M in keyof ActionLists]: keyof ActionsOf<M> & string }[keyof ActionLists];

type Merged<K extends keyof AuditActionList> = NonNullable<AuditActionList<AuditAction>[K]>;
const merged = <K extends keyof AuditActionList>(key: K): Merged<K> =>
  Object.assign({}, ...Object.values(MODULE_AUDIT_ACTIONS).map((list: AuditActionList) => list[key] ?? {}));

/** Each action as the trail, its filter and its export name it. */
export const AUDIT_ACTION_TEXTS: Readonly<Record<AuditAction, string>> = /* @__PURE__ */ merged('actions');
export const AUDIT_ACTIONS: readonly AuditAction[] = /* @__PURE__ */ Object.keys(AUDIT_ACTION_TEXTS) as AuditAction[];
/** What a row touched when it names no record of its own, by its action. */
export const AUDIT_TARGET_TEXTS = /* @__PURE__ */ merged('wholes');
/** How many people (or rows) a list or an export held, by its action. */
export const AUDIT_LOOK_COUNTS = /* @__PURE__ */ merged('counts');
