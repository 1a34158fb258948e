import { UserDoc } from '../projections/users.projection';

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
  'altalanosIskola',
  'gimnazium',
  'szakgimnazium',
  'szakmaiTargy',
  'idenErettsegi',
  'felsooktatas',
] as const;

export type Profile = Pick<UserDoc, (typeof PROFILE_FIELDS)[number]>;

/** The member's own view of their row (SPEC §3 "User / profile"). */
export function toProfile(user: UserDoc): Profile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])) as Profile;
}
