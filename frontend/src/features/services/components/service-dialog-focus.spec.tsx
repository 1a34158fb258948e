import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberService, withSignup } from '../testing/fixtures';
import { openDetails, renderServices, serve } from '../testing/services-page-harness';

const NAME = 'Python alapok tanároknak';
const detailsButton = () => within(screen.getByRole('article', { name: NAME })).getByRole('button', { name: 'Részletek' });

describe('focus in the service detail dialog (WCAG 2.4.3)', () => {
  it('returns to the card that opened it on Escape', async () => {
    serve(() => [memberService()]);
    const { user } = renderServices();
    await openDetails(user, NAME);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NAME })).not.toBeInTheDocument());
    await waitFor(() => expect(detailsButton()).toHaveFocus());
  });

  it('puts the safe answer first when withdrawing, and comes back to the asking button', async () => {
    serve(() => [memberService(withSignup.approved)]);
    const { user } = renderServices();
    const dialog = await openDetails(user, NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezés visszavonása' }));
    const confirm = await screen.findByRole('dialog', { name: 'Jelentkezés visszavonása' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Mégse' })).toHaveFocus());

    await user.keyboard('{Enter}');
    const withdraw = await within(dialog).findByRole('button', { name: 'Jelentkezés visszavonása' });
    await waitFor(() => expect(withdraw).toHaveFocus());
    // Still inside the dialog, so Escape closes it and focus goes back to the card.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(detailsButton()).toHaveFocus());
  });

  it('offers the confirmation first when applying, which is not destructive', async () => {
    serve(() => [memberService()]);
    const { user } = renderServices();
    const dialog = await openDetails(user, NAME);
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Igen, jelentkezem' })).toHaveFocus());
  });
});
