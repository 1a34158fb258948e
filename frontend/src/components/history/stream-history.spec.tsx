import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
    { revision: 0, event: 'TeacherApplied', at: '2026-11-20T09:00:00.000Z', actor: { id: 'u1', name: 'Kiss Anna' }, member: null, about: null },
    { revision: 1, event: 'PartnerConsentGranted', at: '2026-11-21T09:00:00.000Z', actor: { id: 'u1', name: 'Kiss Anna' }, member: null, about: 'Akadémia' },
  ],
  revision: 1,
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
  revision: 0,
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
});
