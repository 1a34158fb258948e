import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryView, AuditPage, StreamHistoryView } from '@backend/contract/audit';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5000 });

const ADMIN = { id: 'a1', name: 'Klub Adminisztrátor' };
const rejection: AuditEntryView = {
  id: 'p2', at: '2026-11-20T09:30:00.000Z', actor: ADMIN, action: 'signup.rejected',
  target: { kind: 'service', id: 's1', name: 'Mentorálás' }, member: { id: 'u2', name: null }, count: null, changes: [], about: null, stream: 'service-s1', revision: 4,
};
const edit: AuditEntryView = {
  id: 'p1', at: '2026-11-20T09:00:00.000Z', actor: ADMIN, action: 'service.changed',
  target: { kind: 'service', id: 's1', name: 'Mentorálás' }, member: null, count: null, changes: [{ field: 'limit', before: 5, after: 7 }], about: null, stream: 'service-s1', revision: 2,
};
const materialEdit: AuditEntryView = {
  id: 'p3', at: '2026-11-20T10:00:00.000Z', actor: ADMIN, action: 'material.edited',
  target: { kind: 'material', id: 'm1', name: 'Tanmenet' }, member: null, count: null, about: null, stream: 'materials', revision: 7,
  changes: [{ field: 'name', before: 'Új tananyag', after: 'Tanmenet' }, { field: 'type', before: 'PDF', after: 'Videó' }],
};
const schoolImport: AuditEntryView = {
  id: 'p4', at: '2026-11-20T10:30:00.000Z', actor: ADMIN, action: 'schools.imported',
  target: { kind: 'schools', id: null, name: 'Iskolalista' }, member: null, count: 312, changes: [], about: null, stream: 'schools', revision: 0,
};
const erasure: AuditEntryView = {
  id: 'p5', at: '2026-11-20T11:00:00.000Z', actor: ADMIN, action: 'member.erased',
  target: { kind: 'member', id: 'u2', name: 'Törölt tag' }, member: null, count: null, changes: [], about: null, stream: 'erasures', revision: 0,
};
const historyRead: AuditEntryView = {
  id: 'p6', at: '2026-11-20T11:30:00.000Z', actor: ADMIN, action: 'member.history_viewed',
  target: { kind: 'member', id: 'u3', name: 'Kiss Anna' }, member: null, count: null, changes: [],
  about: 'Állapot: „Jelentkezett a klubba” után (2026. november 20. 10:00)', stream: 'audit', revision: 12,
};
const consentsRead: AuditEntryView = {
  id: 'p7', at: '2026-11-20T11:40:00.000Z', actor: ADMIN, action: 'partner.consents_viewed',
  target: { kind: 'partner', id: 'pa1', name: 'Akadémia' }, member: null, count: 3, changes: [], about: '3 tag', stream: 'audit', revision: 13,
};
const page = (items: AuditEntryView[]): AuditPage => ({ items, total: items.length, page: 1, pageSize: 50, from: '2026-10-21T00:00:00.000Z', to: '2026-11-20T10:00:00.000Z' });

const history: StreamHistoryView = {
  stream: 'service-s1',
  kind: 'service',
  entries: [
    { revision: 4, event: 'SignupRejected', at: '2026-11-20T09:30:00.000Z', actor: ADMIN, member: { id: 'u2', name: null }, about: null },
    { revision: 3, event: 'SignedUp', at: '2026-11-20T09:10:00.000Z', actor: { id: 'u2', name: null }, member: { id: 'u2', name: null }, about: null },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
  revision: 3,
  current: { revision: 3, event: 'SignedUp', at: '2026-11-20T09:10:00.000Z', actor: { id: 'u2', name: null }, member: { id: 'u2', name: null }, about: null },
  record: { fields: { name: 'Mentorálás', limit: 7 }, signups: [{ member: { id: 'u2', name: null }, status: 'awaiting', signedUpAt: 't', waitlistPriority: false, code: null }] },
};

function audited(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/audit')
    .map((url) => url.searchParams);
}

describe('the audit trail screen', { timeout: 20_000 }, () => {
  it('shows who did what to whom and when, the changes before and after, and an erased member as "Törölt tag"', async () => {
    mockApi({ 'GET /api/admin/audit': () => jsonResponse(200, page([rejection, edit])) });
    signInAs({ admin: true });
    renderApp('/klub/admin/naplo');
    const table = await screen.findByRole('table', { name: 'Napló bejegyzései' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Jelentkezés elutasítása')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Törölt tag')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Szűrés erre: Klub Adminisztrátor' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Létszámkorlát: 5 → 7')).toBeInTheDocument();
  });

  it("names what every row touched and shows a material's edit before and after, in the materials screen's words", async () => {
    mockApi({ 'GET /api/admin/audit': () => jsonResponse(200, page([erasure, schoolImport, materialEdit])) });
    signInAs({ admin: true });
    renderApp('/klub/admin/naplo');
    const table = await screen.findByRole('table', { name: 'Napló bejegyzései' });
    const [erased, imported, edited] = within(table).getAllByRole('row').slice(1);
    // An erased member is not a filter: the id names nobody any more.
    expect(within(erased).getByText('Törölt tag')).toBeInTheDocument();
    expect(within(erased).queryByRole('button', { name: /Szűrés erre: Törölt tag/ })).not.toBeInTheDocument();
    expect(within(imported).getByText('Iskolalista')).toBeInTheDocument();
    expect(within(imported).getByText('(312 db)')).toBeInTheDocument();
    expect(within(edited).getByRole('button', { name: 'Szűrés erre: Tanmenet' })).toBeInTheDocument();
    expect(within(edited).getByText('Név: Új tananyag → Tanmenet')).toBeInTheDocument();
    expect(within(edited).getByText('Típus: PDF → Videó')).toBeInTheDocument();
    // Materials have no history of their own to open.
    expect(within(edited).queryByRole('button', { name: /Előzmények megnyitása/ })).not.toBeInTheDocument();
  });

  it('shows a look at personal data: who looked, at whom, and what they saw, in words', async () => {
    mockApi({ 'GET /api/admin/audit': () => jsonResponse(200, page([historyRead, consentsRead])) });
    signInAs({ admin: true });
    renderApp('/klub/admin/naplo');
    const table = await screen.findByRole('table', { name: 'Napló bejegyzései' });
    const [history, consents] = within(table).getAllByRole('row').slice(1);
    expect(within(history).getByText('Tag előzményeinek megtekintése')).toBeInTheDocument();
    expect(within(history).getByText('Állapot: „Jelentkezett a klubba” után (2026. november 20. 10:00)')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Szűrés erre: Kiss Anna' })).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Szűrés erre: Klub Adminisztrátor' })).toBeInTheDocument();
    expect(within(consents).getByText('Partneroldal hozzájárulásainak megtekintése')).toBeInTheDocument();
    expect(within(consents).getByText('3 tag')).toBeInTheDocument();
    // The count is said once, in words.
    expect(within(consents).queryByText('(3 db)')).not.toBeInTheDocument();
  });

  it('filters by action and by a service clicked in the table, and keeps the filter in the address', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/audit': () => jsonResponse(200, page([rejection])) });
    signInAs({ admin: true });
    const { user, router } = renderApp('/klub/admin/naplo');
    await screen.findByRole('table', { name: 'Napló bejegyzései' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Művelet' }), 'Jelentkezés elutasítása');
    await user.click(screen.getByRole('button', { name: 'Szűrés erre: Mentorálás' }));
    await waitFor(() => expect(audited(fetchMock).at(-1)?.get('target')).toBe('s1'));
    expect(audited(fetchMock).at(-1)?.get('action')).toBe('signup.rejected');
    expect(router.state.location.search).toContain('target=s1');
    await user.click(screen.getByRole('button', { name: 'Érintett: Mentorálás szűrő törlése' }));
    await waitFor(() => expect(audited(fetchMock).at(-1)?.has('target')).toBe(false));
  });

  it("opens the service's history at the row's moment, and any other moment on a click", async () => {
    const fetchMock = mockApi({
      'GET /api/admin/audit': () => jsonResponse(200, page([rejection])),
      'GET /api/admin/history/service-s1': () => jsonResponse(200, history),
    });
    signInAs({ admin: true });
    const { user } = renderApp('/klub/admin/naplo');
    await user.click(await screen.findByRole('button', { name: /^Előzmények megnyitása: Jelentkezés elutasítása/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Előzmények: Mentorálás' });
    const signups = await within(dialog).findByRole('list', { name: 'Jelentkezők akkor' });
    expect(signups).toHaveTextContent('Törölt tag: Jóváhagyásra vár');
    await user.click(within(dialog).getByRole('button', { name: /Jelentkezés elutasítva/ }));
    // A page of the events with the record at the moment clicked.
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/admin/history/service-s1'));
    await waitFor(() => expect(asked().some((url) => url.endsWith('/admin/history/service-s1?page=1&pageSize=100&revision=4'))).toBe(true));
  });
});
