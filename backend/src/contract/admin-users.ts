import type { TeachingLevels } from '../modules/accounts/domain/teaching-levels';
import { ImportRowError } from './common';

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
}

/** A service the member signed up to, as SPEC §3 names it. */
export interface JoinedServiceView {
  id: string;
  name: string;
  user_service: { createdAt: string; onWaitList: boolean };
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

/** POST /admin/users/activate, /disable, /delete */
export interface UserIdBody {
  userId: string;
}

/** POST /admin/users/import: members imported, and the rows left out. */
export interface MemberImportReport {
  imported: number;
  errors: ImportRowError[];
}

/** POST /admin/users/request-profile-check: how many activated members were asked. */
export interface ProfileCheckCount {
  count: number;
}
