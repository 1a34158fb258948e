import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerGrantView } from '@backend/contract/partners';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { PartnerGrantsSection } from './partner-grants-section';

// The first render loads Fluent and the page's modules: slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const grant = (partnerId: string, name: string, data: PartnerGrantView['data']): PartnerGrantView => ({ partnerId, name, data, grantedAt: '2026-11-26T20:08:00.000Z' });

describe('the profile’s linked sites', () => {
  it('says what each partner receives, and that one receiving no personal data gets only an identifier', async () => {
    signInAs();
    mockApi({ 'GET /api/profile/partners': () => jsonResponse(200, [grant('p1', 'Kódkert Akadémia', ['name', 'email']), grant('p2', 'Eseménynaptár', [])]) });
    renderWithProviders(<PartnerGrantsSection />);
    const items = await screen.findAllByRole('listitem');
    const [full, bare] = items;
    expect(within(full).getByText('Megkapja: teljes neved, e-mail-címed')).toBeInTheDocument();
    expect(within(bare).getByText('csak egy azonosítót kap')).toBeInTheDocument();
    expect(within(bare).getByText('csak egy azonosítót kap').parentElement).toHaveTextContent('Rólad csak egy azonosítót kap, személyes adatot nem.');
    expect(within(bare).queryByText(/Megkapja:/)).not.toBeInTheDocument();
    expect(within(bare).getByText('Engedélyezve: 2026. november 26. 21:08')).toBeInTheDocument();
  });
});
