import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { memberService, serviceGroup } from '../testing/fixtures';
import { calls, openDetails, renderServices, serve } from '../testing/services-page-harness';

describe('services list', () => {
  it('shows the groups in order as sections of cards with their chips', async () => {
    mockApi({
      'GET /api/services': () =>
        jsonResponse(200, [
          serviceGroup([memberService({ id: 'a', name: 'Python' }), memberService({ id: 'b', name: 'Robotika', full: true })]),
          serviceGroup([memberService({ id: 'c', name: 'Meetup', active: false })], { id: 'g-2', name: 'Meetupok' }),
        ]),
    });
    renderServices();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Online kurzusok', 'Meetupok']);
    expect(within(screen.getByRole('article', { name: 'Python' })).getByText('Elérhető')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Robotika' })).getByText('Betelt')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Meetup' })).getByText('Nem elérhető')).toBeInTheDocument();
  });

  it('lists cards without the dialog texts, and the open dialog shows them from the whole service', async () => {
    const whole = memberService({ id: 'a', text: '<p>Heti <strong>egy</strong> modul.</p>', codeDescription: 'A kód a vizsgához kell.' });
    const card: Record<string, unknown> = { ...whole };
    for (const field of ['text', 'signedUpDescription', 'codeDescription', 'waitlistPriorityDescription', 'radio1Text', 'radio2Text', 'radio3Text', 'radio4Text', 'radio5Text']) delete card[field];
    const fetchMock = mockApi({
      'GET /api/services': () => jsonResponse(200, [serviceGroup([card as unknown as typeof whole])]),
      'GET /api/services/a': () => jsonResponse(200, whole),
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect((await within(dialog).findByText('egy')).tagName).toBe('STRONG');
    expect(calls(fetchMock, 'GET /api/services/a')).toHaveLength(1);
  });

  it('renders only the long text as HTML; the short description stays text', async () => {
    serve(() => [memberService({ description: '<b>nem félkövér</b>', text: '<p>Heti <strong>egy</strong> modul.</p>' })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).getByText('<b>nem félkövér</b>')).toBeInTheDocument();
    expect(within(dialog).getByText('egy').tagName).toBe('STRONG');
  });
});

describe('autoOpen', () => {
  it('opens the service of the navigation state', async () => {
    serve(() => [memberService({ id: 'a', name: 'Python' }), memberService({ id: 'b', name: 'Robotika' })]);
    renderServices({ autoOpen: 'b' });
    expect(await screen.findByRole('dialog', { name: 'Robotika' })).toBeInTheDocument();
  });

  it('fetches a service missing from the list (a hidden one reached by a card link)', async () => {
    const fetchMock = serve(() => [memberService({ id: 'a', name: 'Python' })], {
      'GET /api/services/rejtett': () => jsonResponse(200, memberService({ id: 'rejtett', name: 'Zártkörű mentorprogram', hidden: true })),
    });
    renderServices({ autoOpen: 'rejtett' });
    const dialog = await screen.findByRole('dialog', { name: 'Zártkörű mentorprogram' });
    expect(within(dialog).getByRole('button', { name: 'Jelentkezem' })).toBeEnabled();
    expect(calls(fetchMock, 'GET /api/services/rejtett')).toHaveLength(1);
  });

  it('says so when the service no longer exists', async () => {
    serve(() => [memberService({ id: 'a', name: 'Python' })], {
      'GET /api/services/archivalt': () => jsonResponse(404, { statusCode: 404, message: 'SERVICE_NOT_FOUND' }),
    });
    renderServices({ autoOpen: 'archivalt' });
    expect(await screen.findByText('A kért szolgáltatás nem található: lehet, hogy időközben megszűnt.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers offline from the list loaded before, says how old it is, and reloads when the connection is back', async () => {
    vi.setSystemTime(new Date('2026-11-25T08:30:00Z'));
    // Issued at that fixed time, the token must outlive the real clock the rest of the test runs on.
    signInAs({ sub: 'u-1', expiresIn: 10 * 365 * 24 * 3600 });
    serve(() => [memberService({ name: 'Python' })]);
    renderServices();
    await screen.findByRole('article', { name: 'Python' });
    vi.useRealTimers();
    cleanup();

    // Offline: the network fails; the member's copy answers, with its time.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderServices();
    expect(await screen.findByRole('article', { name: 'Python' })).toBeInTheDocument();
    expect(screen.getByText('Offline nézet – a lista 2026. november 25. 9:30-kor mentett állapota.')).toBeInTheDocument();
    expect(screen.queryByText('Nem sikerült betölteni a szolgáltatásokat.')).not.toBeInTheDocument();

    // Back online: it reloads by itself and the note goes.
    const fetchMock = serve(() => [memberService({ name: 'Python' }), memberService({ id: 's-2', name: 'Robotika' })]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('article', { name: 'Robotika' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Offline nézet/)).not.toBeInTheDocument());
    expect(calls(fetchMock, 'GET /api/services')).toHaveLength(1);
  });
});
