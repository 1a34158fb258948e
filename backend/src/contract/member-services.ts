import { ServiceSettings } from '../modules/catalogue/domain/service-settings';
import type { SignupStatus } from '../modules/catalogue/domain/signup-status';
import { ServiceFileView } from './admin-services';
import { PageInfo, PageQuery } from './common';

/** The settings a member sees as they are; mails, coupon pools and the sub-page's text stay with staff. */
type MemberSettings =
  | 'name' | 'description' | 'text' | 'image' | 'type' | 'codeTableName' | 'codeDescription' | 'active' | 'hidden' | 'limit'
  | 'needsApproval' | 'cancelable' | 'waitlistAvailable' | 'waitlistPriorityAvailable' | 'waitlistPriorityDescription'
  | 'alwaysAskPriority' | 'radio' | 'radio1Text' | 'radio2Text' | 'radio3Text' | 'radio4Text' | 'radio5Text'
  | 'hasSubPage' | 'subPagePublic' | 'subPageUrl';

/**
 * What a member sends and gets on the services list (SPEC §7 "Club": /services, /services/signup,
 * /services/cancel). Shared by the backend's controllers and the frontend's calls.
 */

/** A service as the member sees it (SPEC §3), with the facts the chips and the detail dialog of SPEC §4 are decided from. */
export interface MemberServiceView extends Pick<ServiceSettings, MemberSettings> {
  id: string;
  serviceGroupId: string;
  order: number;
  /** Only when approved and type 1; null while the pool is empty. */
  code: string | null;
  archived: boolean;
  full: boolean;
  /** Seats taken. */
  userCount: number;
  /** This member's priority flag. */
  waitlistPriority: boolean;
  /** Holds a seat: approved or awaiting approval (waitlisted and rejected members do not). */
  signedUp: boolean;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  /**
   * The member has a sign-up of any kind (seated, waitlisted or rejected): signing up again would fail,
   * so the card shows the member's status instead of what is open to them.
   */
  hasSignup: boolean;
  /** The service's text for members who hold a seat; null for everyone else. */
  signedUpDescription: string | null;
  /** The answers the member may pick now (1–5 with text; 4 and 5 only while option 3 has text). */
  radioOptions: number[];
  radioAnswer: number | null;
}

/** The texts only the detail dialog shows; the list leaves them out (docs/decisions/0093). */
export const DIALOG_TEXTS = ['text', 'signedUpDescription', 'codeDescription', 'waitlistPriorityDescription', 'radio1Text', 'radio2Text', 'radio3Text', 'radio4Text', 'radio5Text'] as const;

/**
 * A service on the member's list (GET /services): what its card and chips show, none of the dialog's
 * texts (at ten times the club the list was 2.9 MB, and its offline copy lives in the browser's storage);
 * the dialog reads the whole service from GET /services/{id}.
 */
export type MemberServiceCard = Omit<MemberServiceView, (typeof DIALOG_TEXTS)[number]>;

/** A category of the member's list: its first services in order (hidden ones only where signed up), and how many it has. */
export interface MemberServiceGroupView {
  id: string;
  name: string;
  order: number;
  /** The first of them (`SERVICES_SHOWN_AT_FIRST`, catalogue/domain/member-service-pages); the rest a page at a time (GET /services?group=). */
  services: MemberServiceCard[];
  /** Every service of the category this member sees. */
  serviceCount: number;
}

/** GET /services?group={id}&page=&pageSize=: one page of one category's services, in order. */
export interface MemberServicePage extends PageInfo {
  groupId: string;
  items: MemberServiceCard[];
}

/** GET /services: without parameters the categories, each with its first services; with `group`, a page of that category. */
export interface MemberServicesQuery extends PageQuery {
  group?: string;
}

/** What GET /services answers: the categories, or one category's page when asked with `group`. */
export type MemberServicesAnswer = MemberServiceGroupView[] | MemberServicePage;

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

/** GET /materials/services/{subpage}: a service's content sub-page (SPEC §3 "Sub-page"), sanitised when saved. */
export interface SubPageView {
  id: string;
  name: string;
  content: string;
  public: boolean;
  files: ServiceFileView[];
}

/**
 * GET /services/mine: one of the member's own sign-ups as the club home's "Jelentkezéseim" lists it
 * (issue 41 §9), oldest first; archived services are left out (their cards are gone).
 */
export interface MySignupView {
  serviceId: string;
  name: string;
  status: SignupStatus;
  signedUpAt: string;
  /** 1 for the head of the waitlist, in the order seats are filled (priority first where offered); null when not waitlisted. */
  waitlistPosition: number | null;
  /** The coupon code, as the service's card shows it: approved, on a code service, and one assigned. */
  code: string | null;
  /** The service's sub-page address where it has one, else null (the list then links the card). */
  subPageUrl: string | null;
}
