import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { jsonResponse, mockApi, signInAs } from '@/testing/test-utils';
import { subPage } from '../testing/fixtures';
import { COPIED_NOTICE_MS } from './share-box';
import { SubPagePage } from './sub-page-page';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const PAGE = 'GET /api/materials/services/python-alapok';

function renderSubPage() {
  return renderWithProviders(<SubPagePage subPageUrl="python-alapok" />, {
    routes: [
      { path: '/tanar-vagyok', element: <p>Tanároknak oldal</p> },
      { path: '/klub/szolgaltatasok', element: <p>Szolgáltatások oldal</p> },
    ],
  });
}

const failWith = (status: number, body: Record<string, unknown>) => mockApi({ [PAGE]: () => jsonResponse(status, { statusCode: status, ...body }) });

afterEach(() => vi.useRealTimers());

describe('sub-page content', () => {
  it('shows the name, the sanitised content as HTML and the files with sizes in KB (under 1 KB: "< 1 KB")', async () => {
    signInAs();
    mockApi({
      [PAGE]: () =>
        jsonResponse(200, subPage({ files: [{ id: 'f1', filename: 'feladatlap.pdf', size: 2560, image: false }, { id: 'f2', filename: 'abra.png', size: 511, image: true }] })),
    });
    renderSubPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python alapok tanároknak' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Első hét' })).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Letölthető fájlok' });
    expect(within(files).getByText('3 KB')).toBeInTheDocument();
    expect(within(files).getByText('< 1 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a szolgáltatásokhoz' })).toHaveAttribute('href', '/klub/szolgaltatasok');
  });

  it('links the files of a public sub-page directly, and shows no back link when signed out', async () => {
    mockApi({ [PAGE]: () => jsonResponse(200, subPage({ public: true, files: [{ id: 'f1', filename: 'tananyag.pdf', size: 1024, image: false }] })) });
    renderSubPage();
    const link = await screen.findByRole('link', { name: 'tananyag.pdf' });
    expect(link).toHaveAttribute('href', '/klub/szolgaltatasok/python-alapok/letoltesek/f1');
    expect(screen.getByText('1 KB')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vissza a szolgáltatásokhoz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Oszd meg kollégáiddal' })).not.toBeInTheDocument();
  });

  it('fetches a download token before opening a members-only file', async () => {
    signInAs();
    const fetchMock = mockApi({
      [PAGE]: () => jsonResponse(200, subPage({ files: [{ id: 'f1', filename: 'feladatlap.pdf', size: 2048, image: false }] })),
      'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'tok 60s' }),
    });
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
    const { user } = renderSubPage();
    await user.click(await screen.findByRole('button', { name: 'feladatlap.pdf' }));
    await waitFor(() => expect(opened).toEqual(['/klub/szolgaltatasok/python-alapok/letoltesek/f1?token=tok%2060s']));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/materials/downloadtoken?path=%2Fklub%2Fszolgaltatasok%2Fpython-alapok%2Fletoltesek%2Ff1')).toBe(true);
  });
});

describe('sub-page access (SPEC §4)', () => {
  it('401: goes to /tanar-vagyok with the members-only banner state', async () => {
    failWith(401, { message: 'UNAUTHENTICATED' });
    const { router } = renderSubPage();
    expect(await screen.findByText('Tanároknak oldal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tanar-vagyok');
    expect(router.state.location.state).toEqual({ error: 401 });
  });

  it('403: names the service and offers the jump that opens it', async () => {
    signInAs();
    failWith(403, { message: 'NOT_SIGNED_UP', name: 'Python alapok tanároknak', id: 's-7' });
    const { router, user } = renderSubPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python alapok tanároknak' })).toBeInTheDocument();
    expect(screen.getByText(/a szolgáltatásra jelentkezett klubtagoknak szól/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tovább a szolgáltatáshoz' }));
    expect(await screen.findByText('Szolgáltatások oldal')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ autoOpen: 's-7' });
  });

  it("404: 'A kért oldal nem található.'", async () => {
    failWith(404, { message: 'SUBPAGE_NOT_FOUND' });
    renderSubPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'A kért oldal nem található.' })).toBeInTheDocument();
  });

  it('other failures say what failed and offer "Újrapróbálom"', async () => {
    let attempts = 0;
    mockApi({ [PAGE]: () => (++attempts === 1 ? jsonResponse(500, { statusCode: 500, message: 'INTERNAL_ERROR' }) : jsonResponse(200, subPage())) });
    const { user } = renderSubPage();
    expect(await screen.findByText('Nem sikerült betölteni az oldalt.')).toBeInTheDocument();
    expect(screen.getByText(/A szerveren átmeneti hiba történt\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Python alapok tanároknak' })).toBeInTheDocument();
  });
});

describe('share box (public sub-page, signed-in member)', () => {
  it('is shown only to signed-in members on public sub-pages', async () => {
    signInAs();
    mockApi({ [PAGE]: () => jsonResponse(200, subPage({ public: false })) });
    renderSubPage();
    await screen.findByRole('heading', { level: 1, name: 'Python alapok tanároknak' });
    expect(screen.queryByRole('region', { name: 'Oszd meg kollégáiddal' })).not.toBeInTheDocument();
  });

  it("copies the link and shows 'copied' for exactly 4000 ms", async () => {
    signInAs();
    mockApi({ [PAGE]: () => jsonResponse(200, subPage({ public: true })) });
    renderSubPage();
    const box = await screen.findByRole('region', { name: 'Oszd meg kollégáiddal' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const url = `${window.location.origin}/klub/szolgaltatasok/python-alapok`;
    expect(within(box).getByLabelText('Az oldal linkje')).toHaveValue(url);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Link másolása' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(box).getByRole('status')).toHaveTextContent('A link a vágólapra került.');

    await act(async () => vi.advanceTimersByTime(COPIED_NOTICE_MS - 1));
    expect(within(box).getByRole('status')).toHaveTextContent('A link a vágólapra került.');
    await act(async () => vi.advanceTimersByTime(1));
    expect(within(box).getByRole('status')).toBeEmptyDOMElement();
    expect(COPIED_NOTICE_MS).toBe(4000);
  });
});
