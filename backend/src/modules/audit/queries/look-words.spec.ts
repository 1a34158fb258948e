import { lookInWords } from './look-words';

describe('a look at personal data, in words', () => {
  it('names the moment of a history that was read, by its event and Budapest time', () => {
    expect(lookInWords({ action: 'member.history_viewed', count: null, look: { revision: 0, event: 'TeacherApplied', eventAt: '2026-11-26T20:05:00.000Z' } })).toBe(
      'Állapot: „Jelentkezett a klubba” után (2026. november 26. 21:05)',
    );
  });

  it("counts the people of a service's history at that moment", () => {
    expect(lookInWords({ action: 'service.history_viewed', count: 4, look: { revision: 6, event: 'SignupRejected', eventAt: '2026-07-01T08:30:00.000Z' } })).toBe(
      'Állapot: „Jelentkezés elutasítva” után (2026. július 1. 10:30), 4 jelentkező',
    );
    expect(lookInWords({ action: 'service.history_viewed', count: 0, look: { revision: 0, event: 'ServiceCreated', eventAt: '2026-07-01T08:30:00.000Z' } })).toMatch(/nincs jelentkező$/);
  });

  it('names an event it does not know by its place', () => {
    expect(lookInWords({ action: 'member.history_viewed', count: null, look: { revision: 2, event: 'Valami', eventAt: '2026-01-05T10:00:00.000Z' } })).toBe('Állapot: a 3. esemény után (2026. január 5. 11:00)');
    expect(lookInWords({ action: 'member.history_viewed', count: null, look: { revision: 4, eventAt: '2026-01-05T10:00:00.000Z' } })).toBe('Állapot: az 5. esemény után (2026. január 5. 11:00)');
  });

  it('counts the people of a list and an export, and names a download\'s format', () => {
    expect(lookInWords({ action: 'partner.consents_viewed', count: 3, look: null })).toBe('3 tag');
    expect(lookInWords({ action: 'partner.consents_viewed', count: 0, look: null })).toBe('nincs megosztó tag');
    expect(lookInWords({ action: 'export.members', count: 120, look: null })).toBe('120 tag');
    expect(lookInWords({ action: 'export.signups', count: 5, look: null })).toBe('5 jelentkező');
    expect(lookInWords({ action: 'export.own_data', count: null, look: { format: 'xlsx' } })).toBe('Excel (XLSX)');
    expect(lookInWords({ action: 'export.own_data', count: null, look: { format: 'json' } })).toBe('JSON');
  });

  it('says nothing on a row that is not a look', () => {
    expect(lookInWords({ action: 'signup.approved', count: null, look: null })).toBeNull();
    expect(lookInWords({ action: 'member.record_viewed', count: null })).toBeNull();
    expect(lookInWords({ action: 'service.codes_added', count: 30, look: null })).toBeNull();
  });
});
