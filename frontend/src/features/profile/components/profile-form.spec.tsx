import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';
import type { ProfileView } from '@backend/contract/profile';
import { savedProfile } from '../testing/fixtures';

allowSlowForms();

const SCHOOLS = [
  { id: 'school-1', name: 'Példa Informatikai Technikum', city: 'Budapest' },
  { id: 'school-2', name: 'Minta Gimnázium', city: 'Debrecen' },
];

const PROFILE = savedProfile();

/** A server that keeps the profile: a save is what the next GET answers (with the data check done). */
function api(profile: Partial<ProfileView> = {}, put?: (init?: RequestInit) => Response) {
  let stored: ProfileView = { ...PROFILE, ...profile };
  const save = (init?: RequestInit) => {
    stored = { ...stored, ...JSON.parse(init!.body as string), needsProfileCheck: false };
    return jsonResponse(200, stored);
  };
  return mockApi({
    'GET /api/profile': () => jsonResponse(200, stored),
    'GET /api/schools': () => jsonResponse(200, SCHOOLS),
    'PUT /api/profile': put ?? save,
  });
}

async function openProfile() {
  signInAs({ firstName: 'Éva' });
  const rendered = renderApp('/klub/profil');
  await screen.findByLabelText('Vezetéknév');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveValue('Példa Informatikai Technikum (Budapest)'));
  return rendered;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('profile page (SPEC §2, §4, §5)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('names the school once: the section is about work, the picker is the school', async () => {
    api();
    await openProfile();
    expect(screen.getAllByText('Iskola', { exact: true })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Munkahely és tanítás' })).toBeInTheDocument();
  });

  it('shows the saved data, the e-mail read-only', async () => {
    api();
    await openProfile();
    expect(screen.getByLabelText('Becenév')).toHaveValue('Évi');
    expect(screen.getByLabelText('E-mail-cím')).toHaveValue('kiss.eva@example.org');
    expect(screen.getByLabelText('E-mail-cím')).toHaveAttribute('readonly');
    expect(box('Technikum')).toBeChecked();
    expect(box('Idén érettségiztetek')).toBeChecked();
  });

  it('unticking technikum clears and disables the vocational subject and this year\'s exams', async () => {
    api();
    const { user } = await openProfile();
    await user.click(box('Technikum'));

    expect(box('Szakmai tárgyat tanítok')).not.toBeChecked();
    expect(box('Szakmai tárgyat tanítok')).toBeDisabled();
    expect(box('Idén érettségiztetek')).not.toBeChecked();
    expect(box('Idén érettségiztetek')).toBeDisabled();
    expect(box('Gimnázium')).toBeChecked();

    await user.click(box('Technikum'));
    expect(box('Szakmai tárgyat tanítok')).toBeEnabled();
    expect(box('Szakmai tárgyat tanítok')).not.toBeChecked();
    expect(box('Idén érettségiztetek')).toBeDisabled();
  });

  it('unticking the vocational subject clears this year\'s exams only', async () => {
    api();
    const { user } = await openProfile();
    await user.click(box('Szakmai tárgyat tanítok'));
    expect(box('Idén érettségiztetek')).not.toBeChecked();
    expect(box('Idén érettségiztetek')).toBeDisabled();
    expect(box('Technikum')).toBeChecked();
  });

  it('requires every field and a school from the list', async () => {
    const fetchMock = api();
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('Becenév'));
    await user.type(screen.getByRole('combobox', { name: 'Iskola' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    expect(screen.getByLabelText('Becenév')).toHaveAccessibleDescription('Kötelező mező');
    expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveAccessibleDescription('Kérjük, válassz iskolát a listából');
    await waitFor(() => expect(screen.getByLabelText('Becenév')).toHaveFocus());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves and shows "Sikeres mentés"', async () => {
    const fetchMock = api();
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('Becenév'));
    await enter(user, screen.getByLabelText('Becenév'), 'Evike');
    await user.click(box('Technikum'));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sikeres mentés' }, { timeout: 4000 });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put![1]!.body as string)).toEqual({
      lastName: 'Kiss',
      firstName: 'Éva',
      nickName: 'Evike',
      phone: '+36 30 123 4567',
      zip: '1011',
      city: 'Budapest',
      schoolId: 'school-1',
      altalanosIskola: false,
      gimnazium: true,
      szakgimnazium: false,
      szakmaiTargy: false,
      idenErettsegi: false,
      felsooktatas: false,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('shows server field errors under the fields, with focus on the field named', async () => {
    api({}, () => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'phone', code: 'matches' }] }));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveAccessibleDescription('Érvénytelen telefonszám'));
    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveFocus());
  });

  it('a failure that names no field is an alert above the form, and takes focus', async () => {
    api({}, () => jsonResponse(500, { statusCode: 500, message: 'INTERNAL_ERROR' }));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hiba történt a szerveren. Kérjük, próbáld újra később.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
