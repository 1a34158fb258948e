import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamHistoryView } from '@backend/contract/audit';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { StreamHistory } from './stream-history';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const ADMIN = { id: 'a1', name: 'Klub Adminisztrátor' };
const member: StreamHistoryView = {
  stream: 'user-u1',
  kind: 'member',
  entries: [
    { revision: 1, event: 'PartnerConsentGranted', at: '2026-11-21T09:00:00.000Z', actor: { id: 'u1', name: 'Kiss Anna' }, member: null, about: 'Akadémia' },
    { revision: 0, event: 'TeacherApplied', at: '2026-11-20T09:00:00.000Z', actor: { id: 'u1', name: 'Kiss Anna' }, member: null, about: null },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
  revision: 1,
  current: { revision: 1, event: 'PartnerConsentGranted', at: '2026-11-21T09:00:00.000Z', actor: { id: 'u1', name: 'Kiss Anna' }, member: null, about: 'Akadémia' },
  record: {
    fields: {
      lastName: 'Kiss', schoolId: 'Példa Technikum (OM 900001)', schoolOm: '900001', phone: null,
      szakgimnazium: 'igen', idenErettsegi: 'nem', status: 'Aktiválva és regisztrálva',
    },
  },
};
const service: StreamHistoryView = {
  stream: 'service-s1',
  kind: 'service',
  entries: [{ revision: 0, event: 'ServiceCreated', at: '2026-11-20T09:00:00.000Z', actor: ADMIN, member: null, about: null }],
  total: 1,
  page: 1,
  pageSize: 100,
  revision: 0,
  current: { revision: 0, event: 'ServiceCreated', at: '2026-11-20T09:00:00.000Z', actor: ADMIN, member: null, about: null },
  record: { fields: { name: 'Python alapok', type: 'Egyedi kód (kupon)', limit: 'nincs', cancelable: 'nem', emailSubject: null }, signups: [] },
};

/** The label (dt) and the value (dd) the record shows for a field. */
const shown = (record: HTMLElement) =>
  within(record)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('a record\'s history ("Előzmények")', { timeout: 20_000 }, () => {
  it("labels a member's fields as the user edit form does and shows every value in words", async () => {
    mockApi({ 'GET /api/admin/history/user-u1': () => jsonResponse(200, member) });
    signInAs({ admin: true });
    renderWithProviders(<StreamHistory stream="user-u1" />);
    const record = await screen.findByRole('region', { name: /^Így nézett ki/ });
    expect(shown(record)).toEqual([
      ['Vezetéknév', 'Kiss'],
      ['Iskola', 'Példa Technikum (OM 900001)'],
      ['Iskola OM azonosítója', '900001'],
      ['Telefonszám', '(üres)'],
      ['Technikum', 'igen'],
      ['Idén érettségiztet', 'nem'],
      ['Állapot', 'Aktiválva és regisztrálva'],
    ]);
    expect(screen.getByRole('button', { name: /^Adatmegosztást engedélyezett partneroldalnak: Akadémia/ })).toBeInTheDocument();
  });

  it("says how many sign-ups the moment had when it shows only a page of them", async () => {
    const signup = (n: number) => ({ member: { id: `u${n}`, name: `Tag ${n}` }, status: 'waitlisted' as const, signedUpAt: '2026-11-20T09:00:00.000Z', waitlistPriority: false, code: null });
    const crowded = { ...service, record: { ...service.record, signups: [signup(1), signup(2)], signupsTotal: 9_500 } };
    mockApi({ 'GET /api/admin/history/service-s1': () => jsonResponse(200, crowded) });
    signInAs({ admin: true });
    renderWithProviders(<StreamHistory stream="service-s1" />);
    expect(await screen.findByText(/^Összesen 9\s?500 jelentkező volt; az első 2 látható\./)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jelentkezők akkor' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("labels a service's settings as the service edit form does", async () => {
    mockApi({ 'GET /api/admin/history/service-s1': () => jsonResponse(200, service) });
    signInAs({ admin: true });
    renderWithProviders(<StreamHistory stream="service-s1" />);
    const record = await screen.findByRole('region', { name: /^Így nézett ki/ });
    expect(shown(record)).toEqual([
      ['Név', 'Python alapok'],
      ['Típus', 'Egyedi kód (kupon)'],
      ['Létszámkorlát', 'nincs'],
      ['Lemondható', 'nem'],
      ['Levél, amikor helyet kap – Tárgy', '(üres)'],
    ]);
  });

  it('loads the older events on demand, newest first, and keeps them while another moment is shown', async () => {
    const entry = (revision: number) => ({ revision, event: 'ServiceChanged', at: new Date(Date.UTC(2026, 0, 1, 0, revision)).toISOString(), actor: ADMIN, member: null, about: null });
    const pageOf = (page: number, pageSize: number, revision = 249): StreamHistoryView => {
      const newest = 249 - (page - 1) * pageSize;
      const entries = Array.from({ length: Math.max(0, Math.min(pageSize, newest + 1)) }, (_, n) => entry(newest - n));
      return { ...service, entries, total: 250, page, pageSize, revision, current: entry(revision) };
    };
    const fetchMock = mockApi({
      'GET /api/admin/history/service-s1': (_init, url) => {
        const params = new URL(String(url), 'http://localhost').searchParams;
        return jsonResponse(200, pageOf(Number(params.get('page')), Number(params.get('pageSize')), params.has('revision') ? Number(params.get('revision')) : 249));
      },
    });
    signInAs({ admin: true });
    renderWithProviders(<StreamHistory stream="service-s1" />);
    const list = await screen.findByRole('list', { name: 'Események' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('250 eseményből 100 látható')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Korábbi események betöltése' }).click();
    await screen.findByText('250 eseményből 200 látható');
    const asked = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(asked()).toEqual(['?page=1&pageSize=100', '?page=2&pageSize=100']);
    // An older moment: the record changes, the list keeps its 200 events.
    within(list).getAllByRole('button')[150]!.click();
    await vi.waitFor(() => expect(asked().at(-1)).toBe('?page=1&pageSize=200&revision=99'));
    expect(await screen.findByText('250 eseményből 200 látható')).toBeInTheDocument();
  });
});
