import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { memberService, withSignup } from '../testing/fixtures';
import { calls, openDetails, renderServices, serve } from '../testing/services-page-harness';

describe('detail dialog: when applying fails, offline or inactive', () => {
  it.each([
    [409, 'SERVICE_FULL'],
    [409, 'SERVICE_INACTIVE'],
    [409, 'ALREADY_SIGNED_UP'],
    [400, 'RADIO_ANSWER_REQUIRED'],
    [500, 'INTERNAL_ERROR'],
  ])("any failed sign-up (%i %s) opens 'Ez a szolgáltatás betelt' and reloads the list", async (status, code) => {
    const fetchMock = serve(() => [memberService()], {
      'POST /api/services/signup': () => jsonResponse(status, { statusCode: status, message: code }),
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' })).getByRole('button', { name: 'Igen, jelentkezem' }));

    const full = await screen.findByRole('dialog', { name: 'Ez a szolgáltatás betelt' });
    expect(within(full).getByText('Sajnos erre a szolgáltatásra nem tudunk több jelentkezést fogadni.')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'GET /api/services')).toHaveLength(2));
    await user.click(within(full).getByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('inactive and not signed up: says no more applications are accepted, without an apply button', async () => {
    serve(() => [memberService({ active: false })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).getByText('Erre a szolgáltatásra már nem fogadunk több jelentkezést.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /jelentkezem|Betelt/i })).not.toBeInTheDocument();
  });

  it('offline: signing up is disabled, with a word why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(() => [memberService()]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).getByRole('button', { name: 'Jelentkezem' })).toBeDisabled();
    expect(within(dialog).getByText(/Nincs internetkapcsolat/)).toBeInTheDocument();
  });

  it('offline: withdrawing is disabled', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(() => [memberService({ name: 'Robotika', ...withSignup.approved })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Robotika');
    expect(within(dialog).getByRole('button', { name: 'Jelentkezés visszavonása' })).toBeDisabled();
  });
});
