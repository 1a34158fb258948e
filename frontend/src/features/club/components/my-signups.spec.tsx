import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import type { MySignupView } from '@backend/contract/member-services';

const signup = (overrides: Partial<MySignupView>): MySignupView => ({
  serviceId: 's1', name: 'Python-kurzus', status: 'approved', signedUpAt: '2026-11-01T10:00:00.000Z', waitlistPosition: null, code: null, subPageUrl: null,
  ...overrides,
});

function openClubHome(mine: MySignupView[]) {
  mockApi({
    'GET /api/profile': () => jsonResponse(200, { needsProfileCheck: false }),
    'GET /api/services/mine': () => jsonResponse(200, mine),
  });
  signInAs({ firstName: 'Éva' });
  return renderApp('/klub');
}

describe("'Jelentkezéseim' on the club home (issue 41 §9)", () => {
  it('lists each sign-up with its status chip, waitlist place and code, linked to its card or sub-page', async () => {
    openClubHome([
      signup({ serviceId: 'coupon', name: 'Udemy-kupon', status: 'approved', code: 'KUPON-42' }),
      signup({ serviceId: 'talk', name: 'Tavaszi webinárium', status: 'waitlisted', waitlistPosition: 3, subPageUrl: 'tavaszi-webinarium' }),
      signup({ serviceId: 'visit', name: 'Céglátogatás', status: 'awaiting' }),
      signup({ serviceId: 'camp', name: 'Nyári tábor', status: 'rejected' }),
    ]);
    const section = await screen.findByRole('region', { name: 'Jelentkezéseim' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Udemy-kuponA kódod: KUPON-42Jóváhagyva',
      'Tavaszi webináriumVárólista: 3. helyVárólistán',
      'CéglátogatásJóváhagyásra vár',
      'Nyári táborElutasítva',
    ]);
    expect(within(section).getByRole('link', { name: 'Udemy-kupon' })).toHaveAttribute('href', '/klub/kartya/coupon');
    expect(within(section).getByRole('link', { name: 'Tavaszi webinárium' })).toHaveAttribute('href', '/klub/szolgaltatasok/tavaszi-webinarium');
  });

  it('says so when the member has no sign-up, with the way to the services', async () => {
    openClubHome([]);
    const section = await screen.findByRole('region', { name: 'Jelentkezéseim' });
    expect(await within(section).findByText(/Még nem jelentkeztél egyetlen szolgáltatásra sem\./)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Szolgáltatások megnézése' })).toHaveAttribute('href', '/klub/szolgaltatasok');
  });
});
