import { ProfileView } from '../../../contract/profile';
import { UserDoc } from '../projections/users.projection';
import { teachingLevelsOf } from '../domain/teaching-levels';

/**
 * The member's own view of their row (SPEC §3 "User / profile"). Spelled out field by field: the
 * compiler checks it against ProfileView, and one literal of a fixed shape costs a fraction of
 * building the object from a list of keys on every signed-in read.
 */
export function toProfile(user: UserDoc): ProfileView {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    nickName: user.nickName,
    phone: user.phone,
    zip: user.zip,
    city: user.city,
    schoolId: user.schoolId,
    personalId: user.personalId,
    schoolOm: user.schoolOm,
    needsProfileCheck: user.needsProfileCheck,
    ...teachingLevelsOf(user),
  };
}
