import { ServiceSettings } from '../modules/catalogue/domain/service-settings';
import type { ServiceGroupList } from '../modules/catalogue/domain/admin-service-pages';
import type { SignupStatus } from '../modules/catalogue/domain/signup-status';
import type { MessageAudience } from '../modules/catalogue/domain/message-audience';
import { ImportRowError, MoveBody, PageInfo, PageQuery } from './common';

/**
 * The admin services screen (SPEC §2 /klub/admin/szolgaltatasok; SPEC §7 /admin/servicegroups…,
 * /admin/services…, /admin/userservice…).
 */

/** Every setting of a service plus where it sits and its counts. */
export interface AdminServiceView extends ServiceSettings {
  id: string;
  serviceGroupId: string;
  order: number;
  archived: boolean;
  full: boolean;
  /** Seats taken. */
  userCount: number;
  waitlistCount: number;
  codesTotal: number;
  /** Unused codes in the pool. */
  codesRemaining: number;
  createdAt: string;
}

/**
 * A service as the categories list shows it: its name, chip, seats and codes, none of its long texts
 * (at ten times the club's size the whole settings made the list 3.6 MB); the editor opens the full
 * record with GET /admin/services/{id} (docs/decisions/0092).
 */
export type AdminServiceListItem = Pick<
  AdminServiceView,
  | 'id' | 'serviceGroupId' | 'name' | 'order' | 'archived' | 'active' | 'hidden' | 'full' | 'limit' | 'type'
  | 'userCount' | 'waitlistCount' | 'codesTotal' | 'codesRemaining'
>;

/**
 * A category of GET /admin/servicegroups: the first services of each of its lists in order, and how
 * many each list has; the rest a page at a time (GET /admin/servicegroups?group=, docs/decisions/0101).
 */
export interface AdminServiceGroupView {
  id: string;
  name: string;
  order: number;
  /** The first listed services in order (`ADMIN_SERVICES_SHOWN_AT_FIRST`); reorder indexes count the whole list. */
  services: AdminServiceListItem[];
  /** Every listed (not archived) service of the category. */
  serviceCount: number;
  /** The first archived services. */
  archivedServices: AdminServiceListItem[];
  /** Every archived service of the category. */
  archivedCount: number;
}

/** GET /admin/servicegroups?group={id}&list=&page=&pageSize=: one page of one of a category's lists, in order. */
export interface AdminServiceGroupPage extends PageInfo {
  groupId: string;
  list: ServiceGroupList;
  items: AdminServiceListItem[];
}

/** GET /admin/servicegroups: without parameters every category; with `group`, a page of its `list` (services by default). */
export interface AdminServiceGroupsQuery extends PageQuery {
  group?: string;
  list?: ServiceGroupList;
}

/** What GET /admin/servicegroups answers: the categories, or one category's page when asked with `group`. */
export type AdminServiceGroupsAnswer = AdminServiceGroupView[] | AdminServiceGroupPage;

export type DecisionAction = 'approved' | 'rejected' | 'unapproved' | 'promoted';

/** One decision on a sign-up: who (the acting admin, null for the system) did what, when. */
export interface SignupDecisionView {
  action: DecisionAction;
  by: string | null;
  byName: string | null;
  at: string;
}

/** A row of the sign-ups dialog (SPEC §3 "Signup"), with who decided, so approvals can be reviewed. */
export interface SignupRowView {
  userId: string;
  serviceId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  nickName: string;
  email: string;
  createdAt: string;
  approved: boolean;
  rejected: boolean;
  onWaitlist: boolean;
  waitlistPriority: boolean;
  radioAnswer: number | null;
  code: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  rejectedBy: string | null;
  rejectedByName: string | null;
  decidedAt: string | null;
  decisions: SignupDecisionView[];
}

/**
 * GET /admin/services/{id} without paging parameters: the service and its users (SPEC §7), the first
 * 2,000 in the SPEC's order, every one counted in X-Total-Count (docs/decisions/0093).
 */
export interface AdminServiceDetailView extends AdminServiceView {
  users: SignupRowView[];
}

/** GET /admin/services/{id}?page=&pageSize=&status=&search=: a page of the service's sign-ups. */
export interface SignupListQuery extends PageQuery {
  /** Only the sign-ups in this status (the dialog's filter; SIGNUP_STATUSES). */
  status?: SignupStatus;
  /** Words each of which the member's full name or e-mail holds, accents and case aside. */
  search?: string;
}

/** How many sign-ups the service has in each status, whatever the page's filters. */
export interface SignupTotals {
  all: number;
  approved: number;
  awaiting: number;
  waitlisted: number;
  rejected: number;
}

/** A page of a service's sign-ups, oldest first (SPEC §9), beside the service itself. */
export interface AdminServiceSignupPage extends PageInfo {
  service: AdminServiceView;
  items: SignupRowView[];
  totals: SignupTotals;
}

/** What GET /admin/services/{id} answers: the SPEC's view, or a page when asked for one. */
export type AdminServiceAnswer = AdminServiceDetailView | AdminServiceSignupPage;

/** SPEC §3 "Service file". */
export interface ServiceFileView {
  id: string;
  filename: string;
  /** Bytes. */
  size: number;
  image: boolean;
}

/** POST /admin/services/{id}/upload/image: SPEC §7 answers an array with `originalname`. */
export interface UploadedImageView {
  originalname: string;
  filename: string;
  /** Where the image is served, under /klub/letoltesek/images/. */
  url: string;
  size: number;
}

/** Coupon codes added to a service's pool. */
export interface CodesReport {
  added: number;
  /** Codes already in the pool, left out. */
  duplicates: number;
  /** Unused codes in the pool now. */
  remaining: number;
  /**
   * From a file (`/codes/upload`): its rows left out, by line, each with the Hungarian reason; a code the
   * pasted list would refuse (too long, or not one line) is refused here too. A pasted
   * list is refused whole instead (400), so its answer has none.
   */
  errors?: ImportRowError[];
}

/** POST /admin/userservice/approve, /reject, /unapprove: the sign-up's flags after the decision. */
export interface SignupFlags {
  approved: boolean;
  rejected: boolean;
}

/** The most sign-ups one bulk decision takes: a page of the sign-ups dialog and then some. */
export const BULK_DECISION_MAX = 500;
export const BULK_DECISIONS = ['approve', 'reject'] as const;
export type BulkDecision = (typeof BULK_DECISIONS)[number];

/** POST /admin/userservice/bulk: one decision on several sign-ups of one service (issue 41 §7). */
export interface BulkDecisionBody {
  serviceId: string;
  decision: BulkDecision;
  /** 1 to BULK_DECISION_MAX members, decided in this order (the first ones take the free seats). */
  userIds: string[];
}

/** What became of one sign-up: its flags, or why it was not decided (an error code, e.g. SERVICE_FULL). */
export type BulkDecisionOutcome = { userId: string } & ({ flags: SignupFlags } | { error: string });

export interface BulkDecisionResult {
  outcomes: BulkDecisionOutcome[];
}

/** POST /admin/servicegroups, PUT /admin/servicegroups/{id} */
export interface GroupNameBody {
  name: string;
}

/** POST /admin/services/reorder */
export interface ServiceMoveBody extends MoveBody {
  serviceGroupId: string;
}

/** POST /admin/services: a new (hidden, inactive) service at the end of the category. */
export interface CreateServiceBody {
  serviceGroupId: string;
}

/**
 * POST /admin/services/{id}/copy: a copy (settings, texts, sub-page and its files; no sign-ups, waitlist
 * or codes), inactive and hidden, at the end of the source's category or of `serviceGroupId`.
 */
export interface CopyServiceBody {
  serviceGroupId?: string;
}

/** POST /admin/services/{id}/move: to the end of the category `serviceGroupId`. */
export interface MoveServiceBody {
  serviceGroupId: string;
}

/** PUT /admin/services: the id plus only the fields that changed (SPEC §4). */
export interface UpdateServiceBody extends Partial<ServiceSettings> {
  id: string;
}

/** POST /admin/services/{id}/archive: archive (true) or restore (false). */
export interface ArchiveBody {
  archived: boolean;
}

/** POST /admin/services/{id}/codes: coupon codes pasted as a list. */
export interface CodesBody {
  codes: string[];
}

/** POST /admin/userservice/…, DELETE /admin/userservice: names one sign-up. */
export interface UserServiceBody {
  userId: string;
  serviceId: string;
}

/** POST /admin/services/{id}/message: one message to the service's participants (issue 41 §7). */
export interface ParticipantsMessageBody {
  /** seated: approved or awaiting approval; waitlisted; all: both. */
  audience: MessageAudience;
  /** One line, at most MESSAGE_SUBJECT_MAX characters. */
  subject: string;
  /** At most MESSAGE_TEXT_MAX characters; blank lines part paragraphs. */
  text: string;
}

/** How many members the message goes to, each once. */
export interface ParticipantsMessageResult {
  recipients: number;
}
