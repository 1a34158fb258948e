import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { openDialogAtom } from '@/lib/dialogs';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';
import { TeacherSignupDialog } from './teacher-signup-dialog';

allowSlowForms();

const SCHOOLS = [
  { id: 'school-1', name: 'Példa Informatikai Technikum', city: 'Budapest' },
  { id: 'school-2', name: 'Minta Gimnázium', city: 'Debrecen' },
];

type Handlers = Parameters<typeof mockApi>[0];

function api(overrides: Handlers = {}) {
  return mockApi({
    'POST /api/user/checkemailtaken': () => jsonResponse(200, { taken: false }),
    'GET /api/util/zip': () => jsonResponse(200, { name: 'Budapest' }),
    'GET /api/schools': () => jsonResponse(200, SCHOOLS),
    'GET /api/bot-check/challenge': () => jsonResponse(200, { provider: 'off' }),
    'POST /api/user/create': () => jsonResponse(201, { id: 'new-user' }),
    ...overrides,
  });
}

async function openDialog() {
  const store = createStore();
  store.set(openDialogAtom, { kind: 'teacherSignup' });
  const rendered = renderWithProviders(<TeacherSignupDialog />, { store });
  const dialog = await screen.findByRole('dialog', { name: 'Jelentkezés klubtagnak' });
  return { ...rendered, dialog };
}

type User = Awaited<ReturnType<typeof openDialog>>['user'];

async function fillPersonal(user: User, email = 'kiss.eva@example.org') {
  await enter(user, screen.getByLabelText('Vezetéknév'), 'Kiss');
  await enter(user, screen.getByLabelText('Keresztnév'), 'Éva');
  await enter(user, screen.getByLabelText('E-mail-cím'), email);
  await enter(user, screen.getByLabelText('Telefonszám'), '+36 30 123 4567');
  await enter(user, screen.getByLabelText('Irányítószám'), '1011');
  await waitFor(() => expect(screen.getByLabelText('Település')).toHaveValue('Budapest'));
}

async function toSchoolStep(user: User) {
  await fillPersonal(user);
  await user.click(screen.getByRole('button', { name: 'Tovább' }));
  await screen.findByText('2/3 · Iskola és adatkezelés');
}

async function fillSchool(user: User, personalId = '72345678914') {
  await user.type(screen.getByRole('combobox', { name: 'Iskola' }), 'példa');
  await screen.findByRole('option', { name: 'Példa Informatikai Technikum (Budapest)' });
  await user.keyboard('{ArrowDown}{Enter}');
  await enter(user, screen.getByLabelText('Iskola OM azonosítója'), '900001');
  await enter(user, screen.getByLabelText('Oktatási azonosító'), personalId);
  await user.click(screen.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }));
}

describe('teacher signup dialog (SPEC §2, §5)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('opens with focus on the first field', async () => {
    api();
    await openDialog();
    await waitFor(() => expect(screen.getByLabelText('Vezetéknév')).toHaveFocus());
  });

  it('asks before a half-filled application is thrown away, and keeps it on "Vissza a kitöltéshez"', async () => {
    api();
    const { user, store } = await openDialog();
    await user.type(screen.getByLabelText('Vezetéknév'), 'Kiss');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Elveted a kitöltött adatokat?' });
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Vissza a kitöltéshez' })).toHaveFocus());
    await user.click(within(ask).getByRole('button', { name: 'Vissza a kitöltéshez' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Vezetéknév')).toHaveValue('Kiss');

    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Elvetés' }));
    await waitFor(() => expect(store.get(openDialogAtom)).toBeNull());
  });

  it('closes an untouched application at once', async () => {
    api();
    const { user, store } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(store.get(openDialogAtom)).toBeNull());
  });

  it('step 0 requires every personal field and asks the server nothing until they are filled', async () => {
    const fetchMock = api();
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));

    for (const label of ['Vezetéknév', 'Keresztnév', 'E-mail-cím', 'Telefonszám', 'Irányítószám', 'Település']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Kötelező mező');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the e-mail is taken when advancing, and clears that on the next e-mail edit', async () => {
    const fetchMock = api({ 'POST /api/user/checkemailtaken': () => jsonResponse(200, { taken: true }) });
    const { user } = await openDialog();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));

    const email = screen.getByLabelText('E-mail-cím');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ez az email cím már foglalt.'));
    expect(screen.getByText('1/3 · Személyes adatok')).toBeInTheDocument();
    const check = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/checkemailtaken'));
    expect(JSON.parse(check![1]!.body as string)).toEqual({ email: 'kiss.eva@example.org' });

    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription('Ez az email cím már foglalt.');
  });

  it('enables the register button only with the privacy notice accepted, and requires a school from the list', async () => {
    const fetchMock = api();
    const { user } = await openDialog();
    await toSchoolStep(user);
    const register = screen.getByRole('button', { name: 'Regisztráció' });
    expect(register).toBeDisabled();
    expect(screen.getByRole('link', { name: /adatkezelési tájékoztatót/ })).toHaveAttribute('href', '/adatkezelsi-tajekoztato');

    await user.click(screen.getByRole('checkbox', { name: /adatkezelési tájékoztatót/ }));
    expect(register).toBeEnabled();
    await user.type(screen.getByRole('combobox', { name: 'Iskola' }), 'Nem létező iskola');
    await user.click(register);

    expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveAccessibleDescription('Kérjük, válassz iskolát a listából');
    expect(screen.getByLabelText('Iskola OM azonosítója')).toHaveAccessibleDescription(/Kötelező mező/);
    expect(screen.getByLabelText('Oktatási azonosító')).toHaveAccessibleDescription(/Kötelező mező/);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/user/create'))).toBe(false);
  });

  it('sends the application with the bot-check solution and thanks the applicant', async () => {
    const fetchMock = api();
    const { user, dialog } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));

    expect(await within(dialog).findByText('Köszönjük a jelentkezésedet!')).toBeInTheDocument();
    expect(within(dialog).getByText(/néhány munkanapon belül/)).toBeInTheDocument();
    const create = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/user/create'));
    expect(JSON.parse(create![1]!.body as string)).toEqual({
      lastName: 'Kiss',
      firstName: 'Éva',
      email: 'kiss.eva@example.org',
      phone: '+36 30 123 4567',
      zip: '1011',
      city: 'Budapest',
      schoolId: 'school-1',
      schoolOm: '900001',
      personalId: '72345678914',
      recaptcha: 'off',
    });
  });

  it('hints at an education id that fails the checksum, without blocking', async () => {
    api();
    const { user, dialog } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user, '72345678915');
    expect(screen.getByLabelText('Oktatási azonosító')).toHaveAccessibleDescription(/nem tűnik érvényes oktatási azonosítónak/);

    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    expect(await within(dialog).findByText('Köszönjük a jelentkezésedet!')).toBeInTheDocument();
  });

  it('shows server field errors under their fields, going back to step 0 for personal ones', async () => {
    api({
      'POST /api/user/create': () =>
        jsonResponse(400, {
          statusCode: 400,
          message: 'VALIDATION_FAILED',
          errors: [
            { field: 'schoolOm', code: 'matches' },
            { field: 'phone', code: 'matches' },
          ],
        }),
    });
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));

    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveAccessibleDescription('Érvénytelen telefonszám'));
    expect(screen.getByText('1/3 · Személyes adatok')).toBeInTheDocument();

    // The school step still shows its own server error when the applicant comes back.
    await user.clear(screen.getByLabelText('Telefonszám'));
    await enter(user, screen.getByLabelText('Telefonszám'), '06301234567');
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await screen.findByText('2/3 · Iskola és adatkezelés');
    expect(screen.getByLabelText('Iskola OM azonosítója')).toHaveAccessibleDescription(/Az OM azonosító 6 számjegyből áll./);
  });

  it('shows a school-step server error on the school step', async () => {
    api({
      'POST /api/user/create': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'schoolId', code: 'schoolNotFound' }] }),
    });
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveAccessibleDescription('Kérjük, válassz iskolát a listából'),
    );
  });

  it('sends the applicant back to step 0 when the e-mail was taken meanwhile', async () => {
    api({ 'POST /api/user/create': () => jsonResponse(409, { statusCode: 409, message: 'EMAIL_TAKEN' }) });
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));

    await waitFor(() => expect(screen.getByLabelText('E-mail-cím')).toHaveAccessibleDescription('Ez az email cím már foglalt.'));
    expect(screen.getByLabelText('Vezetéknév')).toHaveValue('Kiss');
  });

  it('refused bot check: says so above the form', async () => {
    api({
      'POST /api/user/create': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'recaptcha', code: 'botCheckFailed' }] }),
    });
    const { user, dialog } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    expect(await within(dialog).findByText('Az automatikus robotszűrés nem sikerült. Kérjük, próbáld újra.')).toBeInTheDocument();
  });

  it('opens each next step on its first field and announces it; "Vissza" returns to the first field', async () => {
    api();
    const { user, dialog } = await openDialog();
    await toSchoolStep(user);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Iskola' })).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent('2. lépés: Iskola és adatkezelés');

    await user.click(screen.getByRole('button', { name: 'Vissza' }));
    await waitFor(() => expect(screen.getByLabelText('Vezetéknév')).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent('1. lépés: Személyes adatok');
  });

  it('opens the thank-you on its heading, which reads the whole message', async () => {
    api();
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    const heading = await screen.findByRole('heading', { name: 'Köszönjük a jelentkezésedet!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(/néhány munkanapon belül.*kiss\.eva@example\.org/);
  });

  it('moves focus to the first empty field when step 0 is incomplete', async () => {
    api();
    const { user } = await openDialog();
    await enter(user, screen.getByLabelText('Vezetéknév'), 'Kiss');
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await waitFor(() => expect(screen.getByLabelText('Keresztnév')).toHaveFocus());
  });

  it('EMAIL_TAKEN when advancing moves focus to the e-mail field', async () => {
    api({ 'POST /api/user/checkemailtaken': () => jsonResponse(200, { taken: true }) });
    const { user } = await openDialog();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const email = screen.getByLabelText('E-mail-cím');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Ez az email cím már foglalt.');
  });

  it('EMAIL_TAKEN on sending goes back to step 0 with focus on the e-mail field, not its first field', async () => {
    api({ 'POST /api/user/create': () => jsonResponse(409, { statusCode: 409, message: 'EMAIL_TAKEN' }) });
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    const email = await screen.findByLabelText('E-mail-cím');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Ez az email cím már foglalt.');
  });

  it('a server field error of step 0 found on sending takes focus there', async () => {
    api({
      'POST /api/user/create': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'phone', code: 'matches' }] }),
    });
    const { user } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveFocus());
  });

  it('a form-level error is an alert and takes focus', async () => {
    api({
      'POST /api/user/create': () =>
        jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'recaptcha', code: 'botCheckFailed' }] }),
    });
    const { user, dialog } = await openDialog();
    await toSchoolStep(user);
    await fillSchool(user);
    await user.click(screen.getByRole('button', { name: 'Regisztráció' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Az automatikus robotszűrés nem sikerült. Kérjük, próbáld újra.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('a network failure while checking the e-mail is an alert above the form and takes focus', async () => {
    api({ 'POST /api/user/checkemailtaken': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, dialog } = await openDialog();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/Nem sikerült elérni a szervert/);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByText('1/3 · Személyes adatok')).toBeInTheDocument();
  });

  it('offline: says so and keeps the buttons that call the server disabled', async () => {
    api();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/Nincs internetkapcsolat/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tovább' })).toBeDisabled();
  });
});
