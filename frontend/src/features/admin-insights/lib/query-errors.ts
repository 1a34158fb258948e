import { huAdmin } from '@/i18n/hu-admin';
import { ApiError } from '@/lib/api-client';
import { fieldErrorText } from '@/lib/form-errors';
import type { InsightsQuery } from '@backend/contract/insights';

const DAYS = ['from', 'to', 'asOf'] as const satisfies ReadonlyArray<keyof InsightsQuery>;

/**
 * A refused query (400 with field errors: a malformed day in the address, `from` after `to`) as the
 * Hungarian text under each picker; null for any other failure, which the page's load failure shows.
 */
export function queryFieldErrors(error: unknown): Partial<Record<keyof InsightsQuery, string>> | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const fields: Partial<Record<keyof InsightsQuery, string>> = {};
  for (const key of DAYS) {
    const code = error.fieldErrors[key];
    if (code) fields[key] = fieldErrorText(code, huAdmin.insights.dayFormat);
  }
  return fields;
}
