import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms, enter } from '@/testing/forms';

allowSlowForms();

const validCode = () => jsonResponse(200, { email: 'nagy.peter@example.org', firstName: 'Péter', phone: '', schoolOm: '', school: null });
const schools = () =>
  jsonResponse(200, [
    { id: 's1', name: 'Példa Gimnázium', city: 'Budapest' },
    { id: 's2', name: 'Minta Általános Iskola', city: 'Szeged' },
  ]);

describe('completion page /jelentkezes-folytatas (SPEC §2)', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('greets by first name, sends the missing data and thanks the member', async () => {
    const fetchMock = mockApi({
      'POST /api/user/verifycompletioncode': validCode,
      'POST /api/user/complete-signup': () => jsonResponse(200, {}),
      'GET /api/schools': schools,
    });
    const { user } = renderApp('/jelentkezes-folytatas?q=kod');
    expect(await screen.findByText('Szia, Péter!')).toBeInTheDocument();
    expect(screen.getByDisplayValue('nagy.peter@example.org')).toHaveAttribute('readonly');

    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Regisztráció befejezése' }));
    expect(screen.getByLabelText('Telefonszám')).toHaveAccessibleDescription('Kötelező mező');
    await waitFor(() => expect(screen.getByLabelText('Telefonszám')).toHaveFocus());

    await enter(user, screen.getByLabelText('Telefonszám'), '+36 1 234 5678');
    await enter(user, screen.getByLabelText('Iskola OM azonosítója'), '900002');
    await enter(user, screen.getByLabelText('Oktatási azonosító'), '71234567897');
    await enter(user, screen.getByLabelText('Jelszó'), 'Titkos-jelszo-1');
    await enter(user, screen.getByLabelText('Jelszó még egyszer'), 'Titkos-jelszo-1');
    await user.click(screen.getByRole('button', { name: 'Regisztráció befejezése' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Köszönjük!' });
    expect(screen.getByText(/e-mailben értesítünk, amint bejelentkezhetsz/)).toBeInTheDocument();
    // The last step opens on its heading, read with the message under it.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks).toHaveAccessibleDescription(/e-mailben értesítünk/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/complete-signup'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      q: 'kod',
      phone: '+36 1 234 5678',
      schoolOm: '900002',
      personalId: '71234567897',
      password: 'Titkos-jelszo-1',
    });
  });

  it('starts from the phone, OM id and school staff imported, and sends the school (issue 41 §4)', async () => {
    const fetchMock = mockApi({
      'POST /api/user/verifycompletioncode': () =>
        jsonResponse(200, {
          email: 'nagy.peter@example.org',
          firstName: 'Péter',
          phone: '+36 30 111 2222',
          schoolOm: '900001',
          school: { id: 's1', name: 'Példa Gimnázium', city: 'Budapest' },
        }),
      'POST /api/user/complete-signup': () => jsonResponse(200, {}),
      'GET /api/schools': schools,
    });
    const { user } = renderApp('/jelentkezes-folytatas?q=kod');
    expect(await screen.findByText('Szia, Péter!')).toBeInTheDocument();
    expect(screen.getByLabelText('Telefonszám')).toHaveValue('+36 30 111 2222');
    expect(screen.getByLabelText('Iskola OM azonosítója')).toHaveValue('900001');
    expect(await screen.findByDisplayValue('Példa Gimnázium (Budapest)')).toBeInTheDocument();

    await enter(user, screen.getByLabelText('Oktatási azonosító'), '71234567897');
    await enter(user, screen.getByLabelText('Jelszó'), 'Titkos-jelszo-1');
    await enter(user, screen.getByLabelText('Jelszó még egyszer'), 'Titkos-jelszo-1');
    await user.click(screen.getByRole('button', { name: 'Regisztráció befejezése' }));
    await screen.findByRole('heading', { level: 1, name: 'Köszönjük!' });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/complete-signup'));
    expect(JSON.parse(call![1]!.body as string)).toEqual({
      q: 'kod',
      phone: '+36 30 111 2222',
      schoolOm: '900001',
      schoolId: 's1',
      personalId: '71234567897',
      password: 'Titkos-jelszo-1',
    });
  });

  it('shows the error panel for an invalid code', async () => {
    mockApi({ 'POST /api/user/verifycompletioncode': () => jsonResponse(400, { statusCode: 400, message: 'INVALID_CODE' }) });
    renderApp('/jelentkezes-folytatas?q=rossz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helytelen aktivációs kód' })).toBeInTheDocument();
  });
});
