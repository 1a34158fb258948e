import { describe, expect, it } from 'vitest';
import { makeSettings } from '../testing/service-fixtures';
import { changedFields, codeTableNameOnBlur, limitOnBlur, parseLimit, priorityTextOnBlur, radioOptionsOnBlur, subPageUrlOnBlur, visibleRadioOptions, withLimitEnabled, withSubPageEnabled } from './service-form';

describe('the service edit rules (SPEC §4)', () => {
  it('finds only the fields that changed', () => {
    const initial = makeSettings();
    expect(changedFields(initial, { ...initial })).toEqual({});
    expect(changedFields(initial, { ...initial, name: 'Robotika', limit: 12, active: true })).toEqual({ name: 'Robotika', limit: 12, active: true });
  });

  it('switches the limit on at 100 and off to null', () => {
    expect(withLimitEnabled(makeSettings({ limit: null }), true).limit).toBe(100);
    expect(withLimitEnabled(makeSettings({ limit: 30 }), false).limit).toBeNull();
  });

  it.each([
    ['25', 25],
    [' 7 ', 7],
    ['0', null],
    ['', null],
    ['sok', null],
    ['12a', null],
    ['-3', null],
    ['2.5', null],
  ])('reads the limit %j as %j', (text, limit) => {
    expect(parseLimit(text)).toBe(limit);
    expect(limitOnBlur(makeSettings({ limit: 30 }), text).limit).toBe(limit);
  });

  it('switches waitlist priority off when its text is left empty', () => {
    const on = makeSettings({ waitlistPriorityAvailable: true });
    expect(priorityTextOnBlur({ ...on, waitlistPriorityDescription: '  ' }).waitlistPriorityAvailable).toBe(false);
    expect(priorityTextOnBlur({ ...on, waitlistPriorityDescription: 'Kérem' }).waitlistPriorityAvailable).toBe(true);
  });

  it('sets the type back to normal when the coupon table name is left empty', () => {
    expect(codeTableNameOnBlur(makeSettings({ type: 1, codeTableName: '' })).type).toBe(0);
    expect(codeTableNameOnBlur(makeSettings({ type: 1, codeTableName: 'Kuponok' })).type).toBe(1);
  });

  it('disables the sub-page when its URL is left empty', () => {
    expect(subPageUrlOnBlur(makeSettings({ hasSubPage: true, subPageUrl: '' })).hasSubPage).toBe(false);
    expect(subPageUrlOnBlur(makeSettings({ hasSubPage: true, subPageUrl: 'x' })).hasSubPage).toBe(true);
  });

  it('generates the sub-page URL from the name only when it is empty', () => {
    expect(withSubPageEnabled(makeSettings({ name: 'Robotika műhely', subPageUrl: '' }), true)).toMatchObject({ hasSubPage: true, subPageUrl: 'robotika-muhely' });
    expect(withSubPageEnabled(makeSettings({ name: 'Robotika', subPageUrl: 'sajat' }), true).subPageUrl).toBe('sajat');
    expect(withSubPageEnabled(makeSettings({ name: '', subPageUrl: '' }), true).subPageUrl).toBe('uj-szolgaltatas');
    expect(withSubPageEnabled(makeSettings({ hasSubPage: true, subPageUrl: 'sajat' }), false)).toMatchObject({ hasSubPage: false, subPageUrl: 'sajat' });
  });

  it('clears options 4 and 5 when option 3 is left empty, and keeps them while it has text', () => {
    const withAll = makeSettings({ radio3Text: ' ', radio4Text: 'Negyedik', radio5Text: 'Ötödik' });
    expect(radioOptionsOnBlur(withAll)).toMatchObject({ radio4Text: '', radio5Text: '' });
    const kept = makeSettings({ radio3Text: 'Harmadik', radio4Text: 'Negyedik', radio5Text: 'Ötödik' });
    expect(radioOptionsOnBlur(kept)).toBe(kept);
  });

  it('shows radio options 4 and 5 only when option 3 has text', () => {
    expect(visibleRadioOptions({ radio3Text: '' })).toEqual([1, 2, 3]);
    expect(visibleRadioOptions({ radio3Text: ' ' })).toEqual([1, 2, 3]);
    expect(visibleRadioOptions({ radio3Text: 'Harmadik' })).toEqual([1, 2, 3, 4, 5]);
  });
});
