import type { PartnerData } from '../modules/partners/domain/partner.types';

export type { PartnerData };

/** A partner site as the admin screen shows it. */
export interface PartnerView {
  id: string;
  name: string;
  /** Each exactly `scheme://host[:port]`. */
  origins: string[];
  /** What it may receive of a member who accepts: name, email, school, city. */
  data: PartnerData[];
  active: boolean;
}

/**
 * GET /admin/partners/{id}/consents: a member who lets this site receive their data when they sign in
 * there. Reading the list is a look at personal data, itself a row of the audit trail.
 */
export interface PartnerConsentView {
  userId: string;
  /** Last name, then first name. */
  name: string;
  email: string;
  /** What the member agreed the site receives (what it asked for then). */
  data: PartnerData[];
  grantedAt: string;
}

/** POST /admin/partners */
export interface PartnerBody {
  name: string;
  origins: string[];
  data: PartnerData[];
  active: boolean;
}

/** PUT /admin/partners/{id}: any of the settings. */
export type PartnerChangeBody = Partial<PartnerBody>;

/** GET /partners/lookup?url=: who is asking, for the /auth window (anonymous). */
export interface PartnerLookupView {
  id: string;
  name: string;
  /** The registered origin the answer will be posted to. */
  origin: string;
  host: string;
  data: PartnerData[];
}

/** POST /user/auth-request */
export interface AuthRequestBody {
  /** The partner page's URL (the `post` of /auth). */
  url: string;
  nonce?: string;
}

/** The signed assertion (ES256 JWT) the window posts to the partner. */
export interface AuthRequestAnswer {
  id_token: string;
}

/** GET /profile/partners: a partner the member has let receive data. */
export interface PartnerGrantView {
  partnerId: string;
  name: string;
  data: PartnerData[];
  grantedAt: string;
}
