import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import '../testing/patience';

describe('the admin dashboard', { timeout: 15_000 }, () => {
  it('shows the counts of teachers, sign-ups and companies above the tiles', async () => {
    mockApi({ 'GET /api/admin/stats': () => jsonResponse(200, { userCount: 1234, userServiceCount: 56, companyCount: 7 }) });
    signInAs({ admin: true });
    renderApp('/klub/admin');
    const stats = await screen.findByRole('list', { name: 'A klub számokban' }, { timeout: 5000 });
    await within(stats).findByText('56');
    expect(within(stats).getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      'Tanárok1234aktivált klubtag',
      'Jelentkezések56szolgáltatásokra',
      'Cégek7jelentkezett a mentorprogramba',
    ]);
    expect(within(screen.getByRole('list', { name: 'Admin felületek' })).getAllByRole('link')).toHaveLength(7);
  });

  it('still offers the tiles when the counts cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/stats': () => jsonResponse(500, { statusCode: 500, message: 'UNKNOWN' }) });
    signInAs({ admin: true });
    renderApp('/klub/admin');
    expect(await screen.findByText('Nem sikerült betölteni a számokat.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Admin felületek' })).getAllByRole('link')).toHaveLength(7);
  });
});
