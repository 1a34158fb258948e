import type { TeachingLevels } from '../modules/accounts/domain/teaching-levels';

/** GET /profile: the member's own data (SPEC §3 "User / profile"). */
export interface ProfileView extends TeachingLevels {
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  zip: string;
  city: string;
  email: string;
  /** The school chosen from the list; null until the member picks one. */
  schoolId: string | null;
  personalId: string;
  schoolOm: string;
  /** Staff asked for a data check: /klub shows the mandatory dialog until the profile is saved. */
  needsProfileCheck: boolean;
}

/** PUT /profile: what a member may change (SPEC §5: everything required but the fixed e-mail). */
export interface UpdateProfileBody extends TeachingLevels {
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  zip: string;
  city: string;
  schoolId: string;
}

/** POST /profile/delete: the member's password, typed again. */
export interface DeleteAccountBody {
  password: string;
}

/**
 * POST /profile/password: the member's own password change, answered with a new session token for the
 * device that asked (every earlier token of the member stops working).
 */
export interface ChangePasswordBody {
  currentPassword: string;
  /** The new password: as long and as hard to guess as any new password. */
  password: string;
  /** The new token lasts 30 days, as "stay signed in" does, instead of 12 hours. */
  stayLoggedIn?: boolean;
}
