import type { SignupStatus } from '../modules/catalogue/domain/signup-status';
import type { PartnerData } from '../modules/partners/domain/partner.types';
import type { MemberHistoryActor, MemberHistoryCode } from '../modules/accounts/domain/member-history';

/**
 * GET /profile/export: everything the club holds about the member who asks, for programs to read
 * (people read the same as a workbook, GET /profile/export.xlsx). Keys are stable English identifiers
 * and never change with the wording; every moment is an ISO 8601 instant in UTC; states are the codes
 * listed with each field; flags are booleans. No internal ids: a school is named by its OM id, a
 * service and a partner site by name.
 */
export interface MemberDataExport {
  /**
   * When this copy was made (ISO 8601, UTC).
   * @format date-time
   */
  exportedAt: string;
  /** The profile as the member keeps it on the profile page. */
  profile: MemberDataProfile;
  /** Every current sign-up to a service, oldest first (a cancelled or deleted one is no longer held). */
  signups: MemberDataSignup[];
  /** The partner sites the member lets receive data when they sign in there with the club. */
  partners: MemberDataPartnerGrant[];
  /** What happened to the account, oldest first. */
  history: MemberDataHistoryEntry[];
}

/** The member's profile. */
export interface MemberDataProfile {
  /** The e-mail address the member signs in with. */
  email: string;
  /** Family name. */
  lastName: string;
  /** Given name. */
  firstName: string;
  /** How the club greets the member. */
  nickName: string;
  /** Phone number as the member gave it. */
  phone: string;
  /** Postal code (4 digits). */
  zip: string;
  /** Town or city. */
  city: string;
  /** The school chosen from the club's list; null until the member picks one. */
  school: MemberDataSchool | null;
  /** The school's OM id as the member gave it when applying. */
  schoolOm: string;
  /** The member's education id (oktatási azonosító, 11 digits). */
  personalId: string;
  /** Teaches in primary school ("Általános iskola" on the profile form). */
  altalanosIskola: boolean;
  /** Teaches in a grammar school ("Gimnázium"). */
  gimnazium: boolean;
  /** Teaches in a technical school ("Technikum"). */
  szakgimnazium: boolean;
  /** Teaches a vocational subject ("Szakmai tárgyat tanítok"). */
  szakmaiTargy: boolean;
  /** Prepares students for the school-leaving exam this year ("Idén érettségiztetek"). */
  idenErettsegi: boolean;
  /** Teaches in higher education ("Felsőoktatás"). */
  felsooktatas: boolean;
  /** Staff asked the member to check their data; true until the profile is saved again. */
  needsProfileCheck: boolean;
}

/** A school of the club's list. */
export interface MemberDataSchool {
  /** The school's OM id (6 digits), the Hungarian education authority's identifier. */
  om: string;
  /** The school's name. */
  name: string;
  /** Where the school is. */
  city: string;
}

/** One sign-up to a service. */
export interface MemberDataSignup {
  /** The service's name as its card shows it. */
  service: string;
  /**
   * approved: the member has a seat; awaiting: waits for staff to approve it; waitlisted: on the
   * waiting list; rejected: staff turned it down.
   */
  status: SignupStatus;
  /**
   * When the member signed up (ISO 8601, UTC).
   * @format date-time
   */
  signedUpAt: string;
  /**
   * When it was last decided on, by staff or by a promotion from the waiting list (ISO 8601, UTC);
   * null while undecided.
   * @format date-time
   */
  decidedAt: string | null;
  /** The member asked for priority on the waiting list. */
  waitlistPriority: boolean;
  /** The coupon code the member received; null when the service gives none, or none has been given yet. */
  code: string | null;
  /** The number (1–5) of the answer the member chose to the service's question; null when none was asked. */
  radioAnswer: number | null;
  /** That answer in the service's own words; null when none was asked or its words are gone. */
  radioAnswerText: string | null;
}

/** A partner site the member lets receive data. */
export interface MemberDataPartnerGrant {
  /** The partner site's name. */
  name: string;
  /**
   * What the site receives of the member at each sign-in: name (full name), email, school (the
   * school's name), city. Empty: only an identifier of its own for the member, nothing personal.
   */
  data: PartnerData[];
  /**
   * When the member last agreed (ISO 8601, UTC).
   * @format date-time
   */
  grantedAt: string;
}

/** One thing that happened to the account. */
export interface MemberDataHistoryEntry {
  /**
   * What happened, as a stable code to match on: account.created (a staff account was set up),
   * application.submitted, account.imported (staff imported the member), application.completed (an
   * imported member gave the missing data), account.activated, password.set, account.disabled,
   * password.changed, password.reset_requested, password.reset, profile.updated,
   * profile.check_requested, contact.edited_by_staff, contact.email_changed_by_staff, partner.consent_granted,
   * partner.consent_revoked, sessions.ended (signed out on every device).
   */
  code: MemberHistoryCode;
  /**
   * The same as a Hungarian sentence, as the workbook shows it ("Fiók aktiválva", "Hozzájárulás
   * megadva: Kódkert Akadémia"): for people; its wording may change, match on `code`.
   */
  text: string;
  /**
   * When it happened (ISO 8601, UTC).
   * @format date-time
   */
  at: string;
  /** Who did it: self (the member), staff (a staff member, never named), system (the club on its own). */
  by: MemberHistoryActor;
  /** The partner site's name for partner.consent_granted and partner.consent_revoked; null otherwise. */
  partner: string | null;
}
