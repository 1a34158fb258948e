import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import type { MemberServiceView } from '@backend/contract/member-services';
import { memberService, withSignup } from '../testing/fixtures';
import { bodyOf, calls, openDetails, renderServices, serve } from '../testing/services-page-harness';

describe('detail dialog: applying', () => {
  it("asks for confirmation, signs up, reloads the list and shows 'Jelentkezve'", async () => {
    let current = memberService();
    const fetchMock = serve(() => [current], {
      'POST /api/services/signup': () => {
        current = memberService({ ...withSignup.approved, userCount: 4 });
        return jsonResponse(200, current);
      },
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezem' }));

    const confirm = await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' });
    expect(calls(fetchMock, 'POST /api/services/signup')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Igen, jelentkezem' }));

    await waitFor(() => expect(within(dialog).getByText('Jelentkezve')).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST /api/services/signup')).toEqual({ serviceId: 's-1', radioAnswer: null, waitlistPriority: false });
    await waitFor(() => expect(calls(fetchMock, 'GET /api/services')).toHaveLength(2));
    expect(within(dialog).queryByRole('button', { name: 'Jelentkezem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Jelentkezés megerősítése' })).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const fetchMock = serve(() => [memberService()]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('button', { name: 'Jelentkezem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' })).getByRole('button', { name: 'Mégse' }));
    // Back to the details, with nothing sent.
    expect(await screen.findByRole('dialog', { name: 'Python alapok tanároknak' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/services/signup')).toHaveLength(0);
  });

  it.each<[string, Partial<MemberServiceView>, string, boolean]>([
    ['not full', {}, 'Jelentkezem', true],
    ['full with a waitlist', { full: true, waitlistAvailable: true }, 'Várólistára jelentkezem', true],
    ['full without a waitlist', { full: true }, 'Betelt', false],
  ])('when %s the button reads %s', async (_case, overrides, label, enabled) => {
    serve(() => [memberService(overrides)]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    const button = within(dialog).getByRole('button', { name: label });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });

  it('asks the radio question (4 and 5 as the server allows), enabling the button once answered', async () => {
    const radio = { radio: true, radio1Text: 'Kezdő', radio2Text: 'Haladó', radio3Text: '', radio4Text: 'Rejtett', radioOptions: [1, 2] };
    let current = memberService(radio);
    const fetchMock = serve(() => [current], {
      'POST /api/services/signup': () => {
        current = memberService({ ...radio, ...withSignup.awaiting, needsApproval: true, radioAnswer: 2 });
        return jsonResponse(200, current);
      },
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    const group = within(dialog).getByRole('radiogroup', { name: 'Válassz egy lehetőséget' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Kezdő' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Rejtett' })).not.toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Jelentkezem' });
    expect(apply).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Haladó' }));
    expect(apply).toBeEnabled();
    await user.click(apply);
    await user.click(within(await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' })).getByRole('button', { name: 'Igen, jelentkezem' }));

    await waitFor(() => expect(within(dialog).getByText('Jóváhagyás alatt')).toBeInTheDocument());
    expect(bodyOf(fetchMock, 'POST /api/services/signup')).toMatchObject({ radioAnswer: 2 });
    // Once signed up, the answer given reads as text (not as a greyed-out choice to change).
    expect(within(dialog).getByRole('region', { name: 'A jelentkezéskor választott lehetőség' })).toHaveTextContent('Haladó');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each<[string, Partial<MemberServiceView>, boolean]>([
    ['priority available and full', { waitlistPriorityAvailable: true, waitlistAvailable: true, full: true }, true],
    ['priority available and always asked', { waitlistPriorityAvailable: true, waitlistAvailable: true, alwaysAskPriority: true }, true],
    ['priority available, not full, not always asked', { waitlistPriorityAvailable: true, waitlistAvailable: true }, false],
    ['full without priority', { waitlistAvailable: true, full: true }, false],
  ])('priority checkbox: %s → shown %s', async (_case, overrides, shown) => {
    serve(() => [memberService({ ...overrides, waitlistPriorityDescription: 'Idén robotikát tanítok' })]);
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    const checkbox = within(dialog).queryByRole('checkbox', { name: 'Idén robotikát tanítok' });
    if (shown) expect(checkbox).toBeInTheDocument();
    else expect(checkbox).not.toBeInTheDocument();
  });

  it('sends the ticked waitlist priority', async () => {
    const fetchMock = serve(() => [memberService({ waitlistPriorityAvailable: true, waitlistAvailable: true, full: true })], {
      'POST /api/services/signup': () => jsonResponse(200, memberService({ ...withSignup.waitlisted, waitlistPriority: true, full: true })),
    });
    const { user } = renderServices();
    const dialog = await openDetails(user, 'Python alapok tanároknak');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Elsőbbséget kérek a várólistán' }));
    await user.click(within(dialog).getByRole('button', { name: 'Várólistára jelentkezem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Jelentkezés megerősítése' })).getByRole('button', { name: 'Igen, jelentkezem' }));
    await waitFor(() => expect(calls(fetchMock, 'POST /api/services/signup')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST /api/services/signup')).toMatchObject({ waitlistPriority: true });
  });
});
