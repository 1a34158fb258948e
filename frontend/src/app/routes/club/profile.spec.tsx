import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderApp, signInAs } from '@/testing/test-utils';
import { FORM_TEST_TIMEOUT_MS, allowSlowForms } from '@/testing/forms';
import { savedProfile } from '@/features/profile/testing/fixtures';

allowSlowForms();

const PROFILE = savedProfile();

const SECTIONS = ['Kapcsolt oldalak', 'Jelszó', 'Bejelentkezések', 'Adataim'];
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const partnerReads = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/profile/partners')).length;

describe('/klub/profil: the sections under the form', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('come in their order once the profile and the linked sites have arrived', async () => {
    mockApi({
      'GET /api/profile': () => jsonResponse(200, PROFILE),
      'GET /api/schools': () => jsonResponse(200, []),
      'GET /api/profile/partners': () => jsonResponse(200, []),
    });
    signInAs({ firstName: 'Éva' });
    renderApp('/klub/profil');
    expect(await screen.findByText('Még egy partneroldalra sem léptél be a klubtagságoddal.')).toBeInTheDocument();
    // One by one, the last one a few moments after the first.
    expect(await screen.findByRole('heading', { level: 2, name: 'Adataim' })).toBeInTheDocument();
    expect(sectionHeadings().filter((text) => SECTIONS.includes(text ?? ''))).toEqual(SECTIONS);
  });

  it('come too when the linked sites fail to load, saying so, and the page does not keep asking', async () => {
    const fetchMock = mockApi({
      'GET /api/profile': () => jsonResponse(200, PROFILE),
      'GET /api/schools': () => jsonResponse(200, []),
      'GET /api/profile/partners': () => jsonResponse(500, { statusCode: 500, message: 'INTERNAL_ERROR' }),
    });
    signInAs({ firstName: 'Éva' });
    renderApp('/klub/profil');
    expect(await screen.findByText('Nem sikerült betölteni a kapcsolt oldalakat.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Adataim' })).toBeInTheDocument();
    // A failed read goes back to "loading" when the list's mount tries it again; hiding the sections
    // then unmounted the list, whose next mount tried again, without end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(partnerReads(fetchMock)).toBeLessThanOrEqual(2);
    expect(screen.getByText('Nem sikerült betölteni a kapcsolt oldalakat.')).toBeInTheDocument();
  });

  it('waits for the linked sites while the form is already there', async () => {
    let answerPartners: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/profile': () => jsonResponse(200, PROFILE),
      'GET /api/schools': () => jsonResponse(200, []),
      'GET /api/profile/partners': () => new Promise<Response>((resolve) => (answerPartners = resolve)),
    });
    signInAs({ firstName: 'Éva' });
    renderApp('/klub/profil');
    expect(await screen.findByRole('textbox', { name: /Vezetéknév/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Adataim' })).not.toBeInTheDocument();
    answerPartners(jsonResponse(200, []));
    expect(await screen.findByRole('heading', { level: 2, name: 'Adataim' })).toBeInTheDocument();
  });
});

describe('/klub/profil: before the profile has arrived', () => {
  it("shows the form's cards with their headings and 'Betöltés…', and no field or button in them", async () => {
    mockApi({
      'GET /api/profile': () => new Promise<Response>(() => undefined),
      'GET /api/schools': () => jsonResponse(200, []),
      'GET /api/profile/partners': () => jsonResponse(200, []),
    });
    signInAs({ firstName: 'Éva' });
    renderApp('/klub/profil');
    const personal = await screen.findByRole('region', { name: 'Személyes adatok' });
    expect(screen.getByRole('region', { name: 'Munkahely és tanítás' })).toBeInTheDocument();
    expect(within(personal).getByText('Betöltés…')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryAllByRole('textbox')).toEqual([]);
    expect(within(main).queryAllByRole('button')).toEqual([]);
  });
});
