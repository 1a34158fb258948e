/**
 * What a member sends and gets on the services list (SPEC §7 "Club": /services, /services/signup,
 * /services/cancel). Shared by the backend's controllers and the frontend's calls.
 */

/** A service as the member sees it (SPEC §3), with the facts the chips and the detail dialog of SPEC §4 are decided from. */
export interface MemberServiceView {
  id: string;
  serviceGroupId: string;
  order: number;
  name: string;
  /** Short description, plain text. */
  description: string;
  /** Long description, HTML sanitised by the server. */
  text: string;
  image: string;
  /** 0 normal, 1 individual (coupon) code. */
  type: 0 | 1;
  codeTableName: string;
  codeDescription: string;
  /** Only when approved and type 1; null while the pool is empty. */
  code: string | null;
  active: boolean;
  hidden: boolean;
  archived: boolean;
  full: boolean;
  userCount: number;
  /** null: unlimited. */
  limit: number | null;
  needsApproval: boolean;
  cancelable: boolean;
  waitlistAvailable: boolean;
  waitlistPriorityAvailable: boolean;
  /** This member's priority flag. */
  waitlistPriority: boolean;
  waitlistPriorityDescription: string;
  alwaysAskPriority: boolean;
  /** Holds a seat: approved or awaiting approval (waitlisted and rejected members do not). */
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  signedUpDescription: string | null;
  radio: boolean;
  radio1Text: string;
  radio2Text: string;
  radio3Text: string;
  radio4Text: string;
  radio5Text: string;
  /** The answers the member may pick now (1–5 with text; 4 and 5 only while option 3 has text). */
  radioOptions: number[];
  radioAnswer: number | null;
  hasSubPage: boolean;
  subPagePublic: boolean;
  subPageUrl: string;
}

/** A category of the member's list, with its services in order (hidden ones only where signed up). */
export interface MemberServiceGroupView {
  id: string;
  name: string;
  order: number;
  services: MemberServiceView[];
}

/** POST /services/signup */
export interface SignupBody {
  serviceId: string;
  waitlistPriority?: boolean;
  /** 1–5; required where the service asks a question. */
  radioAnswer?: number | null;
}

/** POST /services/cancel */
export interface ServiceIdBody {
  serviceId: string;
}
