import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshFor } from '@/app/live-updates';
import { memberService } from '../testing/fixtures';
import { calls, openDetails, renderServices, serve } from '../testing/services-page-harness';

const courses = (count: number, overrides = {}) =>
  Array.from({ length: count }, (_, i) => memberService({ id: `s-${i + 1}`, name: `Kurzus ${i + 1}`, order: i, ...overrides }));

const cardNames = () => within(screen.getByRole('list', { name: 'Online kurzusok' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** A category shows its first services and loads the rest a page at a time (docs/decisions/0098). */
describe('a category of the services list', () => {
  it('shows its first 6 and "show all", which reads the category from the server', async () => {
    const fetchMock = serve(() => courses(9));
    const { user } = renderServices();
    await screen.findByRole('article', { name: 'Kurzus 6' });
    expect(cardNames()).toHaveLength(6);
    expect(screen.queryByRole('article', { name: 'Kurzus 7' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mind a 9 szolgáltatás mutatása' }));
    expect(await screen.findByRole('article', { name: 'Kurzus 9' })).toBeInTheDocument();
    expect(cardNames()).toEqual(courses(9).map((course) => course.name));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('group='));
    expect(asked).toEqual(['/api/services?group=g-1&pageSize=60']);
    expect(screen.queryByRole('button', { name: /^További/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kevesebb mutatása' }));
    expect(cardNames()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Mind a 9 szolgáltatás mutatása' })).toBeInTheDocument();
  });

  it('loads a long category one page longer each time, keeping the cards shown meanwhile', async () => {
    const fetchMock = serve(() => courses(75));
    const { user } = renderServices();
    await user.click(await screen.findByRole('button', { name: 'Mind a 75 szolgáltatás mutatása' }));
    expect(await screen.findByRole('article', { name: 'Kurzus 60' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'További 15 szolgáltatás betöltése' }));
    expect(await screen.findByRole('article', { name: 'Kurzus 75' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(75);
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('group='));
    expect(asked).toEqual(['/api/services?group=g-1&pageSize=60', '/api/services?group=g-1&pageSize=120']);
    expect(screen.queryByRole('button', { name: /^További/ })).not.toBeInTheDocument();
  });

  it('a live notice updates the seats of the unfolded cards; a card past the first ones opens its dialog', async () => {
    let taken = 3;
    const fetchMock = serve(() => courses(8, { userCount: taken }));
    const { user, queryClient } = renderServices();
    await user.click(await screen.findByRole('button', { name: 'Mind a 8 szolgáltatás mutatása' }));
    const eighth = await screen.findByRole('article', { name: 'Kurzus 8' });
    expect(within(eighth).getByText('Foglalt helyek: 3 / 30')).toBeInTheDocument();

    taken = 4;
    refreshFor(queryClient, { topic: 'signup', serviceId: 's-8' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Kurzus 8' })).getByText('Foglalt helyek: 4 / 30')).toBeInTheDocument());
    // The list and the unfolded category were both read again.
    expect(calls(fetchMock, 'GET /api/services')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('group='))).toHaveLength(2);

    const dialog = await openDetails(user, 'Kurzus 8');
    expect(within(dialog).getByRole('button', { name: 'Jelentkezem' })).toBeInTheDocument();
  });
});
