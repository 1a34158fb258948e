import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import type { MemberServiceView } from '@backend/contract/member-services';
import { memberService, withSignup } from '../testing/fixtures';
import { bodyOf, calls, openDetails, renderServices, serve } from '../testing/services-page-harness';

describe('detail dialog: a member with a sign-up', () => {
  it('withdraws after its own confirmation, and the list reloads', async () => {
    let current = memberService(withSignup.approved);
    const fetchMock = serve(() => [current], {
      'POST /api/services/cancel': () => {
        current = memberService();
        return jsonResponse(200, current);
      },
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezés visszavonása' }));
    const confirm = await screen.findByRole('dialog', { name: 'Jelentkezés visszavonása' });
    expect(calls(fetchMock, 'POST /api/services/cancel')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Igen, visszavonom' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Jelentkezem' })).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST /api/services/cancel')).toEqual({ serviceId: 's-1' });
    await waitFor(() => expect(calls(fetchMock, 'GET /api/services')).toHaveLength(2));
  });

  it('tells a rejected member what happened and what to do next', async () => {
    serve(() => [memberService(withSignup.rejected)]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).getByText(/nem tudták elfogadni, ezért ezen a szolgáltatáson nem veszel részt.*írj nekünk: support@example.org/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Jelentkezem' })).not.toBeInTheDocument();
  });

  it('offers no withdrawal where the service is not cancelable', async () => {
    serve(() => [memberService({ ...withSignup.approved, cancelable: false })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).queryByRole('button', { name: 'Jelentkezés visszavonása' })).not.toBeInTheDocument();
  });

  it('shows a failed withdrawal in the dialog', async () => {
    serve(() => [memberService(withSignup.approved)], {
      'POST /api/services/cancel': () => jsonResponse(409, { statusCode: 409, message: 'NOT_CANCELABLE' }),
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezés visszavonása' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Jelentkezés visszavonása' })).getByRole('button', { name: 'Igen, visszavonom' }));
    expect(await within(dialog).findByText('Erre a szolgáltatásra a jelentkezés nem vonható vissza.')).toBeInTheDocument();
  });

  it.each<[string, Partial<MemberServiceView>, boolean]>([
    ['approved, type 1', { ...withSignup.approved, type: 1, code: 'FELHO-A1B2' }, true],
    ['awaiting approval, type 1', { ...withSignup.awaiting, type: 1, code: null }, false],
    ['approved, type 0', { ...withSignup.approved, type: 0, code: null }, false],
  ])('the code when %s: shown %s', async (_case, overrides, shown) => {
    serve(() => [memberService({ ...overrides, codeDescription: 'A vizsga díjmentes.' })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    const code = within(dialog).queryByRole('region', { name: 'A kódod' });
    if (shown) {
      expect(code).toHaveTextContent('FELHO-A1B2');
      expect(code).toHaveTextContent('A vizsga díjmentes.');
    } else expect(code).not.toBeInTheDocument();
  });

  it.each<[string, Partial<MemberServiceView>, boolean]>([
    ['signed up with a sub-page', { ...withSignup.approved, hasSubPage: true }, true],
    ['awaiting approval with a sub-page', { ...withSignup.awaiting, hasSubPage: true }, true],
    ['waitlisted with a sub-page', { ...withSignup.waitlisted, hasSubPage: true }, false],
    ['not signed up with a sub-page', { hasSubPage: true }, false],
    ['signed up without a sub-page', withSignup.approved, false],
  ])("'Tartalom megtekintése' when %s: shown %s", async (_case, overrides, shown) => {
    serve(() => [memberService({ ...overrides, subPageUrl: 'python-alapok' })]);
    const { user, router } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    const link = within(dialog).queryByRole('link', { name: 'Tartalom megtekintése' });
    if (!shown) {
      expect(link).not.toBeInTheDocument();
      return;
    }
    expect(link).toHaveAttribute('href', '/klub/szolgaltatasok/python-alapok');
    await user.click(link!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/klub/szolgaltatasok/python-alapok'));
  });

  it('shows the text for signed-up members as plain text', async () => {
    serve(() => [memberService({ ...withSignup.approved, signedUpDescription: 'Az anyagok <i>a tartalom oldalon</i>.' })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    expect(within(dialog).getByRole('region', { name: 'Jelentkezőknek' })).toHaveTextContent('Az anyagok <i>a tartalom oldalon</i>.');
  });
});
