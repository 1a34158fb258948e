import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@backend/module-lists/errors';
import { FIELD_CODES } from '@backend/shared/error-codes';
import type { ApiErrorCode } from '@/lib/api-client';
import { FOLDED_ERROR_CODES } from './folded-codes';
import { errorText, hu } from './hu';

const texts = hu.errors as Record<string, string | undefined>;
const folded = FOLDED_ERROR_CODES as Record<string, string | undefined>;

describe('every code the server can send has a decision (issue 8)', () => {
  it.each(ERROR_CODES)('%s has its Hungarian text, or is folded on purpose with a reason', (code) => {
    const decisions = [texts[code], folded[code]].filter(Boolean);
    expect(decisions).toHaveLength(1);
  });

  it('folds only codes the server really sends, and says why', () => {
    for (const [code, reason] of Object.entries(FOLDED_ERROR_CODES)) {
      expect(ERROR_CODES).toContain(code);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('shows a folded code as the unexpected-error text', () => {
    expect(errorText('USER_EXISTS')).toBe(hu.errors.UNKNOWN);
    // A newer server's code this client does not know yet.
    expect(errorText('NO_SUCH_CODE' as ApiErrorCode)).toBe(hu.errors.UNKNOWN);
  });

  it.each(FIELD_CODES)('field code %s has its Hungarian text', (code) => {
    expect((hu.fieldErrors as Record<string, string | undefined>)[code]).toMatch(/\S/);
  });

  it('keeps no text for a code the server never sends', () => {
    const known = new Set<string>([...ERROR_CODES, 'NETWORK_ERROR', 'TIMEOUT', 'UNKNOWN']);
    expect(Object.keys(hu.errors).filter((code) => !known.has(code))).toEqual([]);
    expect(Object.keys(hu.fieldErrors).filter((code) => !(FIELD_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
