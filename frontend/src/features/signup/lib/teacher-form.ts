import { hu } from '@/i18n/hu';
import type { FormErrors } from '@/lib/form-errors';
import { isEmail, isNumericId, isPhone, isSchoolOm, isZip } from '@/lib/validation';
import type { TeacherApplicationBody } from '@backend/contract/account';

/** What the form holds: the application's fields (no school until one is picked from the list), and the privacy tick. */
export interface TeacherForm extends Omit<TeacherApplicationBody, 'recaptcha' | 'schoolId'> {
  schoolId: string | null;
  privacyAccepted: boolean;
}

export type TeacherField = Exclude<keyof TeacherForm, 'privacyAccepted'>;

export const emptyTeacherForm: TeacherForm = {
  lastName: '',
  firstName: '',
  email: '',
  phone: '',
  zip: '',
  city: '',
  schoolId: null,
  schoolOm: '',
  personalId: '',
  privacyAccepted: false,
};

/** The fields of step 0; a server error on one of them sends the applicant back there. */
export const PERSONAL_FIELDS = ['lastName', 'firstName', 'email', 'phone', 'zip', 'city'] as const satisfies readonly TeacherField[];
export const SCHOOL_FIELDS = ['schoolId', 'schoolOm', 'personalId'] as const satisfies readonly TeacherField[];

/** Each field's "wrong format" text, also used for the server's format codes. */
export const TEACHER_FORMAT_TEXTS: Partial<Record<TeacherField, string>> = {
  email: hu.fieldErrors.isEmail,
  phone: hu.forms.invalidPhone,
  zip: hu.forms.invalidZip,
  schoolId: hu.fieldErrors.schoolNotFound,
  schoolOm: hu.forms.invalidSchoolOm,
  personalId: hu.forms.invalidPersonalId,
};

type Fields = FormErrors<TeacherField>['fields'];

function check(fields: Fields, field: TeacherField, value: string, valid: (value: string) => boolean) {
  if (!value.trim()) fields[field] = hu.fieldErrors.isNotEmpty;
  else if (!valid(value)) fields[field] = TEACHER_FORMAT_TEXTS[field];
}

const any = () => true;

/** SPEC §5 step 0: last name, first name, e-mail, phone, zip and city are all required. */
export function validatePersonal(form: TeacherForm): Fields {
  const fields: Fields = {};
  check(fields, 'lastName', form.lastName, any);
  check(fields, 'firstName', form.firstName, any);
  check(fields, 'email', form.email, isEmail);
  check(fields, 'phone', form.phone, isPhone);
  check(fields, 'zip', form.zip, isZip);
  check(fields, 'city', form.city, any);
  return fields;
}

/** SPEC §5 step 1: a school from the list; OM id and education id numeric and required. */
export function validateSchool(form: TeacherForm): Fields {
  const fields: Fields = {};
  if (!form.schoolId) fields.schoolId = hu.fieldErrors.schoolNotFound;
  check(fields, 'schoolOm', form.schoolOm, isSchoolOm);
  check(fields, 'personalId', form.personalId, isNumericId);
  return fields;
}
