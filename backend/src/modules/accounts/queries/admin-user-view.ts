import { AdminUserView } from '../../../contract/admin-users';
import { isValidEducationId } from '../domain/education-id';
import { UserDoc } from '../projections/users.projection';
import { teachingLevelsOf } from '../domain/teaching-levels';

export interface SchoolRef {
  _id: string;
  om?: unknown;
  name?: unknown;
}

export function toAdminUserView(user: UserDoc, school: SchoolRef | null): AdminUserView {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.lastName} ${user.firstName}`.trim(),
    email: user.email,
    phone: user.phone,
    zip: user.zip,
    city: user.city,
    personalId: user.personalId,
    personalIdValid: isValidEducationId(user.personalId),
    schoolOm: user.schoolOm,
    school: school ? { id: school._id, om: String(school.om ?? ''), name: String(school.name ?? '') } : null,
    completionCode: user.completionPending,
    activated: user.status === 'activated',
    rejected: user.status === 'rejected',
    registered: user.registered,
    admin: user.admin,
    createdAt: user.createdAt,
    needsProfileCheck: user.needsProfileCheck,
    ...teachingLevelsOf(user),
  };
}
