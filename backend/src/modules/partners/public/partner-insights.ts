import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { PARTNER_SIGN_INS, type PartnerSignInsDoc } from '../projections/partner-sign-ins.projection';
import { PARTNERS, type PartnerDoc } from '../projections/partners.projection';

/** Partner sites (their names) and members' sign-ins to them, for the admin insights (issue 25). */
export { partnersProjection, type PartnerDoc } from '../projections/partners.projection';
export { partnerSignInsProjection, type PartnerSignInsDoc } from '../projections/partner-sign-ins.projection';

/** Every partner site, from the live read models or a replay of them as of a day. */
export const readPartners = (readStore: ReadStore): Promise<PartnerDoc[]> => readStore.collection(PARTNERS).find();

/** Members' sign-ins to partner sites, likewise. */
export const readPartnerSignIns = (readStore: ReadStore): Promise<PartnerSignInsDoc[]> => readStore.collection(PARTNER_SIGN_INS).find();

/** Partner sites by id with their names now, for the audit trail and the histories. */
export async function partnerNames(readStore: ReadStore, ids: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  const docs = wanted.length === 0 ? [] : await readStore.collection(PARTNERS).find({ where: { _id: { in: wanted } } });
  return new Map(docs.map((doc) => [doc._id, doc.name]));
}
