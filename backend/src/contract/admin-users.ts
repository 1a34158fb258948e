import type { TeachingLevels } from '../modules/accounts/domain/teaching-levels';
import type { SignupStatus } from '../modules/catalogue/domain/signup-status';
import { ImportRowError, PageInfo, PageQuery, SortOrder } from './common';

/** SPEC §3 "User (admin view)". No hashes, no codes: `completionCode` only says one is pending. */
export interface AdminUserView extends TeachingLevels {
  id: string;
  firstName: string;
  lastName: string;
  /** Last name, then first name. */
  fullName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  /** The education id. */
  personalId: string;
  /** The 11-digit checksum of SPEC §5 passes. */
  personalIdValid: boolean;
  /** The OM id the applicant typed. */
  schoolOm: string;
  /** The school chosen from the list. */
  school: { id: string; om: string; name: string } | null;
  /** An imported member who has not completed the sign-up yet. */
  completionCode: boolean;
  activated: boolean;
  rejected: boolean;
  /** A password has been set. */
  registered: boolean;
  admin: boolean;
  createdAt: string;
  /** Asked to check their data and not saved the profile since (issue 41 §3: "Adatellenőrzés függőben"). */
  needsProfileCheck: boolean;
}

/**
 * GET /admin/users?table=: the applicants waiting for staff (SPEC §2 "unactivated", one list, no paging)
 * or the reviewed members (the "activated" table: activated and disabled ones, so staff can find both).
 */
export const USER_TABLES = ['unactivated', 'activated'] as const;
export type UserTable = (typeof USER_TABLES)[number];

/**
 * The activated table's sortable columns: name (last, first, in Hungarian order), phone, address (zip,
 * city), school (its name in Hungarian order; members without one last), status, sign-up day.
 */
export const USER_SORTS = ['name', 'phone', 'address', 'school', 'status', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * GET /admin/users: with `page`, `pageSize`, `search`, `sort` or `order` a `UserPage`; without them the
 * SPEC's list (of one table when `table` is given), at most 2,000 rows, the total in `X-Total-Count`.
 * `search` finds members whose full name or e-mail holds every word typed, in any order, accents and
 * case aside ("eva kovacs" finds "Kovács Éva").
 */
export interface UserListQuery extends PageQuery {
  table?: UserTable;
  search?: string;
  /** Default: sign-up time (the oldest first); rows that tie keep that order. */
  sort?: UserSort;
  /** Default: ascending. */
  order?: SortOrder;
}

/** One page of members. */
export interface UserPage extends PageInfo {
  items: AdminUserView[];
}

/** GET /admin/users: the SPEC list when asked without paging parameters, else a page. */
export type UserListAnswer = AdminUserView[] | UserPage;

/**
 * A service the member signed up to, as SPEC §3 names it, with where the sign-up stands (issue 41 §1:
 * the user dialog shows it as the sign-ups dialog does, so a rejected one never reads as a live one).
 */
export interface JoinedServiceView {
  id: string;
  name: string;
  user_service: { createdAt: string; onWaitList: boolean; status: SignupStatus };
}

/** GET /admin/users/{id}, and the answer of every change to one member. */
export interface AdminUserDetailView extends AdminUserView {
  services: JoinedServiceView[];
}

/** PUT /admin/users/{id}: the contact details staff may correct. */
export interface EditUserBody {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
  city: string;
}

/** POST /admin/users/activate, /delete */
export interface UserIdBody {
  userId: string;
}

/** The longest reason staff may give for rejecting an application (issue 41 §1). */
export const REJECTION_REASON_MAX = 1000;

/**
 * POST /admin/users/disable: on a person not yet activated (an applicant, or an imported member who has
 * not been activated) it is the SPEC's rejection, and they are mailed, with the reason when staff give
 * one (at most REJECTION_REASON_MAX characters, trimmed; empty is none); on a member it is the block.
 */
export interface DisableUserBody extends UserIdBody {
  reason?: string;
}

/** The most applicants one bulk review takes. */
export const BULK_REVIEW_MAX = 500;
export const BULK_REVIEWS = ['activate', 'reject'] as const;
export type BulkReview = (typeof BULK_REVIEWS)[number];

/**
 * POST /admin/users/bulk (issue 41 §7): activate or reject several applicants at once, each as if alone
 * (mailed, on the trail); a bulk rejection carries no reason. An activated member is never rejected by
 * it (a block is asked one by one, with its consequences shown).
 */
export interface BulkReviewBody {
  action: BulkReview;
  userIds: string[];
}

/** What became of one applicant: done, or the code of why not. */
export type BulkReviewOutcome = { userId: string } & ({ done: true } | { error: string });

export interface BulkReviewResult {
  outcomes: BulkReviewOutcome[];
}

/** POST /admin/users/import: members imported, and the rows left out. */
export interface MemberImportReport {
  imported: number;
  errors: ImportRowError[];
}

/** Someone the import would mail a completion link to. */
export interface MemberImportRecipient {
  /** Last name, then first name. */
  fullName: string;
  email: string;
}

/**
 * POST /admin/users/import/preview (issue 41 §4): what importing the list would do, with nothing
 * written and nobody mailed: the rows read, the rows left out (the import's own words), and whom it
 * would mail (`recipients`: the first PREVIEW_RECIPIENTS of `importable`, in the file's order).
 */
export interface MemberImportPreview {
  rows: number;
  importable: number;
  errors: ImportRowError[];
  recipients: MemberImportRecipient[];
}

/** POST /admin/users/request-profile-check: how many activated members were asked. */
export interface ProfileCheckCount {
  count: number;
}

/** GET /admin/users/profile-check: of the activated members asked, how many have saved their profile since and how many not yet. */
export interface ProfileCheckProgress {
  done: number;
  pending: number;
}
