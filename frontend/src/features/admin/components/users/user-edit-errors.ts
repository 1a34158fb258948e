import { hu } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText, type FormErrors } from '@/lib/form-errors';
import { adminUserErrorText } from './use-user-actions';
import type { EditUserBody } from '@backend/contract/admin-users';
import { isZip } from '@/lib/validation';

export type EditField = keyof EditUserBody;
export const EDIT_FIELDS: EditField[] = ['lastName', 'firstName', 'email', 'phone', 'zip', 'city'];

export type EditErrors = FormErrors<EditField>;

const FORMAT_TEXTS: Partial<Record<EditField, string>> = { email: hu.fieldErrors.isEmail, phone: hu.forms.invalidPhone, zip: hu.forms.invalidZip };

/** Server errors of PUT /admin/users/{id} under the field they concern (EMAIL_TAKEN under e-mail). */
export function editErrors(error: unknown): EditErrors {
  if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return { fields: { email: adminUserErrorText(error) } };
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    const fields: EditErrors['fields'] = {};
    for (const [field, code] of Object.entries(error.fieldErrors)) {
      if ((EDIT_FIELDS as string[]).includes(field)) fields[field as EditField] = fieldErrorText(code, FORMAT_TEXTS[field as EditField]);
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { fields: {}, form: adminUserErrorText(error) };
}

/** The checks the server makes that a person can fix before sending. */
export function missingFields(values: EditUserBody): EditErrors['fields'] {
  const fields: EditErrors['fields'] = {};
  for (const field of EDIT_FIELDS) if (!values[field].trim()) fields[field] = hu.fieldErrors.isNotEmpty;
  if (values.zip && !isZip(values.zip)) fields.zip = hu.forms.invalidZip;
  return fields;
}
