import { isValidEducationId } from '../domain/education-id';
import { UserDoc } from '../projections/users.projection';

export interface SchoolRef {
  _id: string;
  om?: unknown;
  name?: unknown;
}

/** SPEC §3 "User (admin view)". No hashes, no codes: `completionCode` only says one is pending. */
export interface AdminUserView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  personalId: string;
  personalIdValid: boolean;
  schoolOm: string;
  school: { id: string; om: string; name: string } | null;
  completionCode: boolean;
  activated: boolean;
  rejected: boolean;
  registered: boolean;
  admin: boolean;
  createdAt: string;
  altalanosIskola: boolean;
  gimnazium: boolean;
  szakgimnazium: boolean;
  szakmaiTargy: boolean;
  idenErettsegi: boolean;
  felsooktatas: boolean;
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
    altalanosIskola: user.altalanosIskola,
    gimnazium: user.gimnazium,
    szakgimnazium: user.szakgimnazium,
    szakmaiTargy: user.szakmaiTargy,
    idenErettsegi: user.idenErettsegi,
    felsooktatas: user.felsooktatas,
  };
}
