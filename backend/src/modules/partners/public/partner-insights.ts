import { inPages } from '../../../platform/read-store/in-pages';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { PARTNER_NAMES, type PartnerNamesDoc } from '../projections/partner-names.projection';
import { PARTNER_SIGN_INS, type PartnerSignInsDoc } from '../projections/partner-sign-ins.projection';
import { PARTNERS } from '../projections/partners.projection';

/** Partner sites (their names by day) and members' sign-ins to them, for the admin insights (issue 25). */
export { partnersProjection, type PartnerDoc } from '../projections/partners.projection';
export { partnerNamesProjection, type PartnerNamesDoc } from '../projections/partner-names.projection';
export { partnerSignInsProjection, type PartnerSignInsDoc } from '../projections/partner-sign-ins.projection';

/** Every partner site's names by day (a handful of sites). */
export const readPartnerNames = (readStore: ReadStore): Promise<PartnerNamesDoc[]> => readStore.collection(PARTNER_NAMES).find();

/** Members' sign-ins to partner sites, a page at a time. */
export const eachPartnerSignIns = (readStore: ReadStore): AsyncIterable<PartnerSignInsDoc> => inPages(readStore.collection(PARTNER_SIGN_INS), { readOnly: true });

/** Partner sites by id with their names now, for the audit trail and the histories. */
export async function partnerNames(readStore: ReadStore, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const docs = wanted.length === 0 ? [] : await readStore.collection(PARTNERS).find({ where: { _id: { in: wanted } } });
  return new Map(docs.map((doc) => [doc._id, doc.name]));
}
