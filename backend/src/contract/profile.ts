import { ProfileDetails } from '../modules/accounts/domain/user.events';

/** GET /profile: the member's own data (SPEC §3 "User / profile"). */
export interface ProfileView extends Omit<ProfileDetails, 'schoolId'> {
  email: string;
  /** The school chosen from the list; null until the member picks one. */
  schoolId: string | null;
  personalId: string;
  schoolOm: string;
  /** Staff asked for a data check: /klub shows the mandatory dialog until the profile is saved. */
  needsProfileCheck: boolean;
}

/** PUT /profile: what a member may change (SPEC §5: everything required but the fixed e-mail). */
export type UpdateProfileBody = ProfileDetails;

/** POST /profile/delete: the member's password, typed again. */
export interface DeleteAccountBody {
  password: string;
}
