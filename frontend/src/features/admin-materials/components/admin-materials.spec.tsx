import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MaterialGroupView } from '@backend/contract/materials';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5000 });

const material = { id: 'm1', name: 'Ciklusok', type: 'pdf' as const, link: 'https://example.org/c.pdf', order: 0, size: null, onlineOnly: false, published: true };
const GROUPS: MaterialGroupView[] = [
  { id: 'g1', order: 0, tags: 'Python;érettségi', materials: [material] },
  { id: 'g2', order: 1, tags: '', materials: [] },
];

function sent(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));
}

async function openScreen(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/admin/materials': () => jsonResponse(200, GROUPS), ...handlers });
  signInAs({ admin: true });
  const { user } = renderApp('/klub/admin/tananyagok');
  await screen.findByRole('heading', { level: 1, name: 'Tananyagok kezelése' }, { timeout: 5000 });
  const first = await screen.findByRole('region', { name: '1. csoport (Python, érettségi)' });
  return { user, fetchMock, first };
}

describe('the admin materials screen', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a group\'s tags on blur, joined by semicolons', async () => {
    const { user, fetchMock, first } = await openScreen({ 'PUT /api/admin/materials/groups': () => jsonResponse(200, { ...GROUPS[0], tags: 'Python;érettségi;algoritmusok' }) });
    const tags = within(first).getByRole('textbox', { name: 'Címkék' });
    expect(tags).toHaveValue('Python; érettségi');
    await user.type(tags, '; algoritmusok');
    await user.tab();
    await waitFor(() => expect(sent(fetchMock, 'PUT', '/api/admin/materials/groups')).toEqual([{ id: 'g1', tags: 'Python; érettségi; algoritmusok' }]));
    expect(await within(first).findByText('Mentve')).toBeInTheDocument();
  });

  it('shows the server\'s word under a link it refuses', async () => {
    const { user, first } = await openScreen({
      'PUT /api/admin/materials': () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'link', code: 'isMaterialLink' }] }),
    });
    const link = within(first).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.tab();
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining('Adj meg egy http:// vagy https:// kezdetű linket')));
  });

  it('deletes a material only after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, fetchMock, first } = await openScreen({ 'DELETE /api/admin/materials': () => jsonResponse(200, [{ ...GROUPS[0], materials: [] }, GROUPS[1]]) });
    const remove = within(first).getByRole('button', { name: 'Törlés: Ciklusok' });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith('Ciklusok törlése?');
    expect(sent(fetchMock, 'DELETE', '/api/admin/materials')).toEqual([]);
    await user.click(remove);
    await waitFor(() => expect(sent(fetchMock, 'DELETE', '/api/admin/materials')).toEqual([{ id: 'm1' }]));
  });

  it('offers deletion only for an empty group, and adds groups and materials', async () => {
    const { user, fetchMock, first } = await openScreen({
      'DELETE /api/admin/materials/groups': () => jsonResponse(200, [GROUPS[0]]),
      'POST /api/admin/materials/groups': () => jsonResponse(201, { id: 'g3', order: 2, tags: '', materials: [] }),
      'POST /api/admin/materials': () => jsonResponse(201, { ...material, id: 'm2', name: 'Új tananyag', link: '' }),
    });
    expect(within(first).getByRole('button', { name: 'Csak üres csoport törölhető.' })).toHaveAttribute('aria-disabled', 'true');
    const second = screen.getByRole('region', { name: '2. csoport' });
    await user.click(within(second).getByRole('button', { name: 'Csoport törlése: 2. csoport' }));
    await waitFor(() => expect(sent(fetchMock, 'DELETE', '/api/admin/materials/groups')).toEqual([{ id: 'g2' }]));
    await user.click(screen.getByRole('button', { name: 'Új csoport' }));
    await user.click(within(first).getByRole('button', { name: 'Új tananyag' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/admin/materials')).toEqual([{ materialGroupId: 'g1' }]));
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/admin/materials/groups'))).toBe(true);
  });

  it('shows each material\'s state, publishes a draft with content and takes a published one back (issue 41 §2)', async () => {
    const draft = { ...material, id: 'm2', name: 'Feladatsor', published: false };
    const empty = { ...material, id: 'm3', name: 'Új tananyag', link: '', published: false };
    const groups = [{ ...GROUPS[0], materials: [material, draft, empty] }];
    const { user, fetchMock } = await openScreen({
      'GET /api/admin/materials': () => jsonResponse(200, groups),
      'POST /api/admin/materials/publish': () => jsonResponse(409, { statusCode: 409, message: 'MATERIAL_EMPTY' }),
      'POST /api/admin/materials/unpublish': () => jsonResponse(200, { ...material, published: false }),
    });
    const rows = within(screen.getByRole('list', { name: '1. csoport (Python, érettségi) tananyagai' })).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Közzétéve')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Vázlat')).toBeInTheDocument();
    const nothingToShow = within(rows[2]).getByRole('button', { name: 'Közzététel' });
    expect(nothingToShow).toHaveAttribute('aria-disabled', 'true');
    expect(nothingToShow).toHaveAccessibleDescription('Közzététel előtt adj meg egy linket, vagy tölts fel egy fájlt.');

    await user.click(within(rows[1]).getByRole('button', { name: 'Közzététel' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/admin/materials/publish')).toEqual([{ id: 'm2' }]));
    expect(await within(rows[1]).findByRole('alert')).toHaveTextContent('Üres tananyag nem tehető közzé');
    await user.click(within(rows[0]).getByRole('button', { name: 'Visszavonás' }));
    await waitFor(() => expect(sent(fetchMock, 'POST', '/api/admin/materials/unpublish')).toEqual([{ id: 'm1' }]));
  });
});
