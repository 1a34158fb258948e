import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { openDialogAtom } from '@/lib/dialogs';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';
import { CompanySignupDialog } from './company-signup-dialog';

allowSlowForms();

async function openDialog() {
  const store = createStore();
  store.set(openDialogAtom, { kind: 'companySignup' });
  const rendered = renderWithProviders(<CompanySignupDialog />, { store });
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Cég regisztrációja' }) };
}

describe('company signup dialog (SPEC §2, §5)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('requires everything but the optional commitments, then sends the application with the bot check; focus follows each step', async () => {
    const fetchMock = mockApi({
      'GET /api/util/zip': () => jsonResponse(200, { name: 'Szeged' }),
      'GET /api/bot-check/challenge': () => jsonResponse(200, { provider: 'off' }),
      'POST /api/company/create': () => jsonResponse(201, { id: 'company-1' }),
    });
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    for (const label of ['Cég neve', 'Weboldal', 'Irányítószám', 'Település', 'Tevékenységi kör', 'Hány tanárt tudtok fogadni évente?']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/Kötelező mező/);
    }
    expect(screen.getByLabelText('Amit ezen felül vállalnátok (nem kötelező)')).not.toHaveAccessibleDescription(/Kötelező mező/);
    await waitFor(() => expect(screen.getByLabelText('Cég neve')).toHaveFocus());

    await enter(user, screen.getByLabelText('Cég neve'), 'Példa Kft.');
    await enter(user, screen.getByLabelText('Weboldal'), 'pelda.example');
    await enter(user, screen.getByLabelText('Irányítószám'), '6720');
    await waitFor(() => expect(screen.getByLabelText('Település')).toHaveValue('Szeged'));
    await enter(user, screen.getByLabelText('Tevékenységi kör'), 'Szoftverfejlesztés');
    await enter(user, screen.getByLabelText('Hány tanárt tudtok fogadni évente?'), '3');
    await user.click(screen.getByRole('button', { name: 'Tovább' }));

    await screen.findByText('2/3 · Kapcsolattartó és adatkezelés');
    await waitFor(() => expect(screen.getByLabelText('Kapcsolattartó neve')).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent('2. lépés: Kapcsolattartó és adatkezelés');
    await enter(user, screen.getByLabelText('Kapcsolattartó neve'), 'Minta Márta');
    await enter(user, screen.getByLabelText('Kapcsolattartó e-mail-címe'), 'marta@example.org');
    await enter(user, screen.getByLabelText('Kapcsolattartó telefonszáma'), '+36 62 123 456');
    expect(screen.getByRole('button', { name: 'Regisztráció' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }));
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));

    const thanks = await within(dialog).findByRole('heading', { name: 'Köszönjük a regisztrációt!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    const create = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/company/create'));
    expect(JSON.parse(create![1]!.body as string)).toEqual({
      name: 'Példa Kft.',
      website: 'pelda.example',
      zip: '6720',
      city: 'Szeged',
      activities: 'Szoftverfejlesztés',
      optionals: '',
      teacherCount: 3,
      contactName: 'Minta Márta',
      contactEmail: 'marta@example.org',
      contactPhone: '+36 62 123 456',
      recaptcha: 'off',
    });
  });
});
