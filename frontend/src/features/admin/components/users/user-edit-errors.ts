import { ApiError } from '@/lib/api-client';
import { fieldErrorText, hu } from '@/i18n/hu';
import type { AdminUserEdit } from '../../api/update-admin-user';
import { adminUserErrorText } from './use-user-actions';

export type EditField = keyof AdminUserEdit;
export const EDIT_FIELDS: EditField[] = ['lastName', 'firstName', 'email', 'phone', 'zip', 'city'];

export interface EditErrors {
  fields: Partial<Record<EditField, string>>;
  form?: string;
}

function fieldText(field: EditField, code: string): string {
  const t = hu.adminUsers.fieldErrors;
  if (code === 'matches' && (field === 'phone' || field === 'zip')) return t[field];
  return (t as Record<string, string>)[code] ?? fieldErrorText(code);
}

/** Server errors of PUT /admin/users/{id} under the field they concern (EMAIL_TAKEN under e-mail). */
export function editErrors(error: unknown): EditErrors {
  if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') return { fields: { email: adminUserErrorText(error) } };
  if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
    const fields: EditErrors['fields'] = {};
    for (const [field, code] of Object.entries(error.fieldErrors)) {
      if ((EDIT_FIELDS as string[]).includes(field)) fields[field as EditField] = fieldText(field as EditField, code);
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { fields: {}, form: adminUserErrorText(error) };
}

/** The checks the server makes that a person can fix before sending. */
export function missingFields(values: AdminUserEdit): EditErrors['fields'] {
  const fields: EditErrors['fields'] = {};
  for (const field of EDIT_FIELDS) if (!values[field].trim()) fields[field] = hu.adminUsers.fieldErrors.isNotEmpty;
  if (values.zip && !/^\d{4}$/.test(values.zip)) fields.zip = hu.adminUsers.fieldErrors.zip;
  return fields;
}
