import { ProfileView } from '../../../contract/profile';
import { UserDoc } from '../projections/users.projection';
import { TEACHING_LEVELS } from '../domain/teaching-levels';

export const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'nickName',
  'phone',
  'zip',
  'city',
  'schoolId',
  'personalId',
  'schoolOm',
  'needsProfileCheck',
  ...TEACHING_LEVELS,
] as const;

/** The member's own view of their row (SPEC §3 "User / profile"). */
export function toProfile(user: UserDoc): ProfileView {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as unknown as ProfileView;
}
