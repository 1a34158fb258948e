import { hu } from '@/i18n/hu';
import type { FormErrors } from '@/lib/form-errors';
import { isEmail, isPhone, isZip } from '@/lib/validation';
import type { CompanyApplicationBody } from '@backend/contract/companies';

/** What the form holds: the application's fields as typed (the teacher count too), and the privacy tick. */
export type CompanyFields = Omit<CompanyApplicationBody, 'recaptcha' | 'optionals' | 'teacherCount'> & { optionals: string; teacherCount: string };

export interface CompanyForm extends CompanyFields {
  privacyAccepted: boolean;
}

export type CompanyField = keyof CompanyFields;

export const emptyCompanyForm: CompanyForm = {
  name: '',
  website: '',
  zip: '',
  city: '',
  activities: '',
  optionals: '',
  teacherCount: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  privacyAccepted: false,
};

/** Step 0 (the company) and step 1 (the contact person). */
export const COMPANY_FIELDS = ['name', 'website', 'zip', 'city', 'activities', 'teacherCount', 'optionals'] as const satisfies readonly CompanyField[];
export const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone'] as const satisfies readonly CompanyField[];

export const COMPANY_FORMAT_TEXTS: Partial<Record<CompanyField, string>> = {
  zip: hu.forms.invalidZip,
  teacherCount: hu.companySignup.invalidTeacherCount,
  contactEmail: hu.fieldErrors.isEmail,
  contactPhone: hu.forms.invalidPhone,
};

type Fields = FormErrors<CompanyField>['fields'];

const isTeacherCount = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 10_000;

function check(fields: Fields, field: CompanyField, value: string, valid: (value: string) => boolean = () => true) {
  if (!value.trim()) fields[field] = hu.fieldErrors.isNotEmpty;
  else if (!valid(value)) fields[field] = COMPANY_FORMAT_TEXTS[field];
}

/** SPEC §5: name, website, activities, zip, city and teacher count required; optionals not. */
export function validateCompany(form: CompanyForm): Fields {
  const fields: Fields = {};
  check(fields, 'name', form.name);
  check(fields, 'website', form.website);
  check(fields, 'zip', form.zip, isZip);
  check(fields, 'city', form.city);
  check(fields, 'activities', form.activities);
  check(fields, 'teacherCount', form.teacherCount, isTeacherCount);
  return fields;
}

/** SPEC §5: contact name, e-mail and phone required. */
export function validateContact(form: CompanyForm): Fields {
  const fields: Fields = {};
  check(fields, 'contactName', form.contactName);
  check(fields, 'contactEmail', form.contactEmail, isEmail);
  check(fields, 'contactPhone', form.contactPhone, isPhone);
  return fields;
}
