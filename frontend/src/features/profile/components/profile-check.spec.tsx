import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms } from '@/testing/forms';
import type { ProfileView } from '@backend/contract/profile';
import { savedProfile } from '../testing/fixtures';
import { isCheckedPage } from './profile-check-gate';

allowSlowForms();

const TITLE = 'Kérjük, ellenőrizd az adataidat';

/** A server that keeps the profile: a save ends the data check, as PUT /api/profile does. */
function api(profile: Partial<ProfileView>) {
  let stored: ProfileView = savedProfile(profile);
  return mockApi({
    'GET /api/profile': () => jsonResponse(200, stored),
    'GET /api/schools': () => jsonResponse(200, [{ id: 'school-1', name: 'Példa Informatikai Technikum', city: 'Budapest' }]),
    'GET /api/services': () => jsonResponse(200, []),
    'GET /api/services/mine': () => jsonResponse(200, []),
    'PUT /api/profile': (init) => {
      stored = { ...stored, ...JSON.parse(init!.body as string), needsProfileCheck: false };
      return jsonResponse(200, stored);
    },
  });
}

describe('the data check on every club page (SPEC §2, issue 41 §3)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('stands in the place of a club page opened directly, leaves the header usable, and leads to the profile', async () => {
    api({ needsProfileCheck: true });
    signInAs({ firstName: 'Éva' });
    const { user, router } = renderApp('/klub/szolgaltatasok');
    expect(await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Szolgáltatások' })).not.toBeInTheDocument();
    // Part of the page, not a modal: nothing hides the header, and its menu still signs out.
    expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('a telefonszámod,')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /klub/i }));
    expect(await screen.findByRole('menuitem', { name: 'Kijelentkezés' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(main).getByRole('link', { name: 'Tovább a profilomhoz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/klub/profil'));
    // The profile says what to check and marks the parts to look at.
    expect(await screen.findByText(/A megjelölt részeket nézd át/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Személyes adatok Ellenőrizd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Munkahely és tanítás Ellenőrizd' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveValue('Példa Informatikai Technikum (Budapest)'));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const saved = await screen.findByRole('dialog', { name: 'Sikeres mentés' }, { timeout: 4000 });
    expect(saved).toHaveTextContent('Köszönjük, hogy ellenőrizted az adataidat!');
    await user.click(within(saved).getByRole('button', { name: 'Rendben' }));
    expect(screen.queryByText(/A megjelölt részeket nézd át/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Személyes adatok' })).toBeInTheDocument();

    // Saved: the club's pages are the club's again.
    await user.click(await screen.findByRole('link', { name: 'Vissza a klubba' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: TITLE })).not.toBeInTheDocument();
  });

  it('stays away while no check is asked for', async () => {
    api({ needsProfileCheck: false });
    signInAs({ firstName: 'Éva' });
    renderApp('/klub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szia, Éva!' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: TITLE })).not.toBeInTheDocument();
  });

  it('stands in front of every club page but the profile it leads to and staff’s pages', () => {
    for (const page of ['/klub', '/klub/szolgaltatasok', '/klub/szolgaltatasok/tavaszi-webinarium', '/klub/tananyagok', '/klub/meetupok', '/klub/mentoralas']) {
      expect(isCheckedPage(page)).toBe(true);
    }
    for (const page of ['/', '/kapcsolat', '/klubhaz', '/klub/profil', '/klub/admin', '/klub/admin/felhasznalok']) expect(isCheckedPage(page)).toBe(false);
  });
});
