import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import type { AdminWaiting } from '@backend/contract/admin-stats';
import '../testing/patience';

const STATS = { userCount: 10, userServiceCount: 20, companyCount: 3 };

function openDashboard(waiting: AdminWaiting) {
  mockApi({ 'GET /api/admin/stats': () => jsonResponse(200, STATS), 'GET /api/admin/stats/waiting': () => jsonResponse(200, waiting) });
  signInAs({ admin: true });
  renderApp('/klub/admin');
}

describe('the work waiting on the dashboard (issue 41 §6)', { timeout: 15_000 }, () => {
  it('lists what waits, each a link to the list that does it, the sign-ups by service', async () => {
    openDashboard({
      applicants: 4,
      signupsToDecide: [
        { serviceId: 's-robot', name: 'Robotika', count: 3 },
        { serviceId: 's-web', name: 'Webinárium', count: 1 },
      ],
      companiesToAnswer: 2,
      profileChecksPending: 0,
    });
    const waiting = await screen.findByRole('list', { name: 'Teendők' }, { timeout: 5000 });
    const link = (name: string) => within(waiting).getByRole('link', { name }).getAttribute('href');
    expect(link('jelentkező vár aktiválásra vagy elutasításra')).toBe('/klub/admin/felhasznalok');
    expect(link('céges jelentkezés vár válaszra')).toBe('/klub/admin/cegek?allapot=new');
    expect(within(waiting).queryByText('tag még nem ellenőrizte az adatait')).not.toBeInTheDocument();
    const services = within(waiting).getByRole('list', { name: 'jelentkezés vár jóváhagyásra:' });
    expect(within(services).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3Robotika', '1Webinárium']);
    expect(link('Robotika')).toBe('/klub/admin/szolgaltatasok?jelentkezesek=s-robot&allapot=awaiting');
    expect(within(waiting).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '4jelentkező vár aktiválásra vagy elutasításra',
      '2céges jelentkezés vár válaszra',
      '4jelentkezés vár jóváhagyásra:3Robotika1Webinárium',
      '3Robotika',
      '1Webinárium',
    ]);
  });

  it('says when nothing waits', async () => {
    openDashboard({ applicants: 0, signupsToDecide: [], companiesToAnswer: 0, profileChecksPending: 0 });
    expect(await screen.findByText('Jelenleg nincs teendő: minden jelentkezés el van bírálva.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Teendők' })).not.toBeInTheDocument();
  });
});
