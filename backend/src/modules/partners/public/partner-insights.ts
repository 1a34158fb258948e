/** Partner sites (their names) and members' sign-ins to them, for the admin insights (issue 25). */
export { PARTNERS, partnersProjection, type PartnerDoc } from '../projections/partners.projection';
export { PARTNER_SIGN_INS, partnerSignInsProjection, type PartnerSignInsDoc } from '../projections/partner-sign-ins.projection';
