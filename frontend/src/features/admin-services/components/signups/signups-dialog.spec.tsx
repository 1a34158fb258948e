import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { jsonResponse } from '@/testing/test-utils';
import { openDownload } from '@/lib/open-download';
import { openServicesScreen, sentBodies } from '../../testing/render-services';
import { makeGroup, makeService, makeSignup, makeSignupPage } from '../../testing/service-fixtures';
import type { AdminServiceSignupPage, SignupRowView } from '@backend/contract/admin-services';

vi.mock('@/lib/open-download', () => ({ openDownload: vi.fn() }));

type Handler = (init?: RequestInit) => Response | Promise<Response>;

const service = makeService({
  id: 's-mi',
  name: 'MI az órán',
  serviceGroupId: 'g-1',
  needsApproval: true,
  radio: true,
  radio1Text: 'Kezdő vagyok',
  radio2Text: 'Használtam már néhányszor',
  type: 1,
});

const rows = (): SignupRowView[] => [
  makeSignup({ userId: 'u-julia', lastName: 'Varga', firstName: 'Júlia', fullName: 'Varga Júlia', createdAt: '2026-11-12T09:00:00.000Z', onWaitlist: true, waitlistPriority: true }),
  makeSignup({ userId: 'u-reka', lastName: 'Balogh', firstName: 'Réka', fullName: 'Balogh Réka', createdAt: '2026-11-10T09:00:00.000Z', approved: true, approvedByName: 'Admin Anna', code: 'MI-2026-A1', radioAnswer: 2 }),
  makeSignup({ userId: 'u-peter', lastName: 'Kovács', firstName: 'Péter', fullName: 'Kovács Péter', createdAt: '2026-11-11T09:00:00.000Z', radioAnswer: 1 }),
  makeSignup({ userId: 'u-bence', lastName: 'Farkas', firstName: 'Bence', fullName: 'Farkas Bence', createdAt: '2026-11-13T09:00:00.000Z', rejected: true, rejectedByName: 'Admin Anna' }),
];

/** Opens the sign-ups dialog; `detail` answers GET /admin/services/s-mi?page=… (each call). */
async function openSignups(detail: () => Response | Promise<Response>, handlers: Record<string, Handler> = {}) {
  const setup = await openServicesScreen([makeGroup({ id: 'g-1', name: 'Tantermi képzések', services: [service] })], {
    'GET /api/admin/services/s-mi': detail,
    ...handlers,
  });
  await setup.user.click(screen.getByRole('button', { name: 'Jelentkezők: MI az órán' }));
  const dialog = await screen.findByRole('dialog');
  return { ...setup, dialog };
}

const loaded = (users: SignupRowView[]): AdminServiceSignupPage => makeSignupPage(service, users);

async function bodyRows(dialog: HTMLElement) {
  const table = await within(dialog).findByRole('table', { name: 'Jelentkezők' });
  await within(table).findAllByRole('button', { name: /^Jóváhagyás: / });
  return within(table).getAllByRole('row').slice(1);
}

describe('the sign-ups dialog', { timeout: 20_000 }, () => {
  it('opens from the dashboard’s link on the sign-ups of the status it names, and closing takes the link off', async () => {
    const { fetchMock, router } = await openServicesScreen(
      [makeGroup({ id: 'g-1', name: 'Tantermi képzések', services: [service] })],
      { 'GET /api/admin/services/s-mi': () => jsonResponse(200, loaded(rows())) },
      '/klub/admin/szolgaltatasok?jelentkezesek=s-mi&allapot=awaiting',
    );
    const dialog = await screen.findByRole('dialog', { name: /MI az órán/ });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => new URL(String(url), 'http://localhost').searchParams.get('status') === 'awaiting')).toBe(true),
    );
    await within(dialog).findByRole('table', { name: 'Jelentkezők' });
    await within(dialog).findByRole('button', { name: 'Bezárás' }).then((close) => close.click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });


  it('shows 20 skeleton rows while loading', async () => {
    const { dialog } = await openSignups(() => new Promise<Response>(() => {}));
    const table = within(dialog).getByRole('table', { name: 'Jelentkezők' });
    const loadingRows = within(table).getAllByRole('row', { name: 'Jelentkezők betöltése…' });
    expect(loadingRows).toHaveLength(20);
  });

  it('lists the sign-ups in the order the server pages them (oldest first), tinted by state, with the answer, decider, priority and code', async () => {
    const { dialog } = await openSignups(() => jsonResponse(200, loaded(rows())));
    // The title names the service with the page's rows, drawn together as a transition.
    expect(await within(dialog).findByRole('heading', { name: 'Jelentkezők: MI az órán' })).toBeInTheDocument();
    const [reka, peter, julia, bence] = await bodyRows(dialog);
    // The first cell ticks the row for a bulk decision.
    expect([reka, peter, julia, bence].map((row) => within(row!).getAllByRole('cell')[1]!.textContent)).toEqual([
      expect.stringContaining('Balogh Réka'),
      expect.stringContaining('Kovács Péter'),
      expect.stringContaining('Varga Júlia'),
      expect.stringContaining('Farkas Bence'),
    ]);
    expect(reka).toHaveAttribute('data-tint', 'green');
    expect(bence).toHaveAttribute('data-tint', 'red');
    expect(julia).toHaveAttribute('data-tint', 'grey');
    expect(peter).toHaveAttribute('data-tint', 'none');

    expect(reka).toHaveTextContent('Jóváhagyva');
    expect(reka).toHaveTextContent('Jóváhagyta: Admin Anna');
    expect(reka).toHaveTextContent('2. Használtam már néhányszor');
    expect(reka).toHaveTextContent('MI-2026-A1');
    expect(peter).toHaveTextContent('Jóváhagyásra vár');
    expect(peter).toHaveTextContent('1. Kezdő vagyok');
    expect(julia).toHaveTextContent('Várólistán');
    expect(julia).toHaveTextContent('elsőbbséget kért');
    expect(bence).toHaveTextContent('Elutasítva');
    expect(bence).toHaveTextContent('Elutasította: Admin Anna');
  });

  it('approves a sign-up and turns the row green from the answered flags', async () => {
    let calls = 0;
    const { user, dialog, fetchMock } = await openSignups(
      // The reload after the decision never answers: the row must change from the POST's answer alone.
      () => (++calls === 1 ? jsonResponse(200, loaded(rows())) : new Promise<Response>(() => {})),
      { 'POST /api/admin/userservice/approve': () => jsonResponse(200, { approved: true, rejected: false }) },
    );
    const peter = (await bodyRows(dialog))[1]!;
    await user.click(within(peter).getByRole('button', { name: 'Jóváhagyás: Kovács Péter' }));
    await waitFor(() => expect(peter).toHaveAttribute('data-tint', 'green'));
    expect(peter).toHaveTextContent('Jóváhagyva');
    // A coupon service: the code is drawn by the server and shows once the rows reload.
    expect(peter).toHaveTextContent('még nincs kód');
    expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/approve')).toEqual([{ userId: 'u-peter', serviceId: 's-mi' }]);
  });

  it('approves the ticked sign-ups at once and says what became of each (issue 41 §7)', async () => {
    let decided = false;
    const peterApproved = () => rows().map((row) => (row.userId === 'u-peter' ? { ...row, approved: true } : row));
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(decided ? peterApproved() : rows())), {
      'POST /api/admin/userservice/bulk': () => {
        decided = true;
        return jsonResponse(200, {
          outcomes: [
            { userId: 'u-peter', flags: { approved: true, rejected: false } },
            { userId: 'u-julia', error: 'SERVICE_FULL' },
          ],
        });
      },
    });
    const [, peter, julia] = await bodyRows(dialog);
    expect(within(dialog).queryByRole('group', { name: 'Kijelölt jelentkezések' })).not.toBeInTheDocument();
    await user.click(within(julia!).getByRole('checkbox', { name: 'Kijelölés: Varga Júlia' }));
    await user.click(within(peter!).getByRole('checkbox', { name: 'Kijelölés: Kovács Péter' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Az oldal összes jelentkezésének kijelölése' })).toBePartiallyChecked();
    const bar = within(dialog).getByRole('group', { name: 'Kijelölt jelentkezések' });
    expect(bar).toHaveTextContent('2 kijelölve');
    await user.click(within(bar).getByRole('button', { name: 'Jóváhagyás' }));

    expect(await within(dialog).findByText(/^1 jelentkezést jóváhagytunk\. 1 jelentkezésről nem döntöttünk: Nincs szabad hely/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/bulk')).toEqual([{ serviceId: 's-mi', decision: 'approve', userIds: ['u-peter', 'u-julia'] }]);
    await waitFor(() => expect(peter).toHaveAttribute('data-tint', 'green'));
    expect(within(dialog).queryByRole('group', { name: 'Kijelölt jelentkezések' })).not.toBeInTheDocument();
  });

  it('ticks the whole page and rejects it at once', async () => {
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'POST /api/admin/userservice/bulk': () => jsonResponse(200, { outcomes: rows().map((row) => ({ userId: row.userId, flags: { approved: false, rejected: true } })) }),
    });
    await bodyRows(dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Az oldal összes jelentkezésének kijelölése' }));
    const bar = within(dialog).getByRole('group', { name: 'Kijelölt jelentkezések' });
    expect(bar).toHaveTextContent('4 kijelölve');
    await user.click(within(bar).getByRole('button', { name: 'Elutasítás' }));
    expect(await within(dialog).findByText('4 jelentkezést elutasítottunk.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/bulk')).toEqual([{ serviceId: 's-mi', decision: 'reject', userIds: ['u-reka', 'u-peter', 'u-julia', 'u-bence'] }]);
  });

  it('writes one message to the participants and says how many it goes to (issue 41 §7)', async () => {
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'POST /api/admin/services/s-mi/message': () => jsonResponse(200, { recipients: 2 }),
    });
    await bodyRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Üzenet a jelentkezőknek' }));
    const message = await screen.findByRole('dialog', { name: 'Üzenet a jelentkezőknek' });
    await user.selectOptions(within(message).getByRole('combobox', { name: 'Címzettek' }), 'all');
    await user.type(within(message).getByRole('textbox', { name: /Tárgy/ }), 'Új terem');
    await user.type(within(message).getByRole('textbox', { name: /Üzenet/ }), 'A 12-es teremben leszünk.');
    await user.click(within(message).getByRole('button', { name: 'Küldés' }));

    expect(await within(dialog).findByText('Az üzenetet elküldjük 2 címzettnek.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/services/s-mi/message')).toEqual([{ audience: 'all', subject: 'Új terem', text: 'A 12-es teremben leszünk.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Üzenet a jelentkezőknek' })).not.toBeInTheDocument());
  });

  it('keeps the message and says why when nobody is there to get it', async () => {
    const { user, dialog } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'POST /api/admin/services/s-mi/message': () => jsonResponse(409, { statusCode: 409, message: 'NO_RECIPIENTS' }),
    });
    await bodyRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Üzenet a jelentkezőknek' }));
    const message = await screen.findByRole('dialog', { name: 'Üzenet a jelentkezőknek' });
    await user.selectOptions(within(message).getByRole('combobox', { name: 'Címzettek' }), 'waitlisted');
    await user.type(within(message).getByRole('textbox', { name: /Tárgy/ }), 'Várólista');
    await user.type(within(message).getByRole('textbox', { name: /Üzenet/ }), 'Szia!');
    await user.click(within(message).getByRole('button', { name: 'Küldés' }));
    expect(await within(message).findByRole('alert')).toHaveTextContent('Nincs kinek elküldeni');
    expect(within(message).getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Várólista');
  });

  it('still calls the server when approving an approved sign-up, and rejects and unapproves', async () => {
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'POST /api/admin/userservice/approve': () => jsonResponse(200, { approved: true, rejected: false }),
      'POST /api/admin/userservice/reject': () => jsonResponse(200, { approved: false, rejected: true }),
      'POST /api/admin/userservice/unapprove': () => jsonResponse(200, { approved: false, rejected: false }),
    });
    const [reka] = await bodyRows(dialog);
    await user.click(within(reka!).getByRole('button', { name: 'Jóváhagyás: Balogh Réka' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/approve')).toHaveLength(1));
    await waitFor(() => expect(within(reka!).getByRole('button', { name: 'Visszavonás: Balogh Réka' })).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(within(reka!).getByRole('button', { name: 'Visszavonás: Balogh Réka' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/unapprove')).toEqual([{ userId: 'u-reka', serviceId: 's-mi' }]));
    await waitFor(() => expect(within(reka!).getByRole('button', { name: 'Elutasítás: Balogh Réka' })).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(within(reka!).getByRole('button', { name: 'Elutasítás: Balogh Réka' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST', '/api/admin/userservice/reject')).toEqual([{ userId: 'u-reka', serviceId: 's-mi' }]));
  });

  it('says so when no seat is free for an approval', async () => {
    const { user, dialog } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'POST /api/admin/userservice/approve': () => jsonResponse(409, { statusCode: 409, message: 'SERVICE_FULL' }),
    });
    const julia = (await bodyRows(dialog))[2]!;
    await user.click(within(julia).getByRole('button', { name: 'Jóváhagyás: Varga Júlia' }));
    expect(await within(dialog).findByText(/Nincs szabad hely/)).toBeInTheDocument();
    expect(julia).toHaveAttribute('data-tint', 'grey');
  });

  it('follows the queued promotion when the live notice comes, and refreshes the list behind it, without polling', async () => {
    // Just after a rejection: a seat is free while Júlia still waits; the worker promotes her a moment later.
    const waiting = () => jsonResponse(200, makeSignupPage({ ...service, limit: 2, userCount: 1, waitlistCount: 1 }, rows()));
    const julia = { ...rows()[0]!, onWaitlist: false };
    const promoted = () => jsonResponse(200, makeSignupPage({ ...service, limit: 2, userCount: 2, waitlistCount: 0, full: true }, [julia, ...rows().slice(1)]));
    let landed = false;
    let announce: () => void = () => {};
    const live = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': connected\n\n'));
            announce = () => controller.enqueue(new TextEncoder().encode('data: {"topic":"service","serviceId":"s-mi"}\n\n'));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { dialog, fetchMock } = await openSignups(() => (landed ? promoted() : waiting()), { 'GET /api/live': live });
    const reads = (path: string) => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET') === 'GET').length;
    const row = (await bodyRows(dialog))[2]!;
    expect(row).toHaveAttribute('data-tint', 'grey');
    const detailReads = reads('/api/admin/services/s-mi');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads('/api/admin/services/s-mi')).toBe(detailReads); // no polling while nothing is said
    const listBefore = reads('/api/admin/servicegroups');
    landed = true;
    announce();
    await waitFor(() => expect(within(dialog).getAllByRole('row')[3]).toHaveAttribute('data-tint', 'none'), { timeout: 5000 });
    await waitFor(() => expect(reads('/api/admin/servicegroups')).toBeGreaterThan(listBefore));
  });

  it('deletes a sign-up only after "{last} {first} jelentkezésének törlése?"', async () => {
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'DELETE /api/admin/userservice': () => jsonResponse(200, {}),
    });
    const peter = (await bodyRows(dialog))[1]!;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(peter).getByRole('button', { name: 'Törlés: Kovács Péter' }));
    expect(confirm).toHaveBeenCalledWith('Kovács Péter jelentkezésének törlése?');
    expect(sentBodies(fetchMock, 'DELETE', '/api/admin/userservice')).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(peter).getByRole('button', { name: 'Törlés: Kovács Péter' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'DELETE', '/api/admin/userservice')).toEqual([{ userId: 'u-peter', serviceId: 's-mi' }]));
  });

  it('exports the sign-ups through a fresh download token', async () => {
    const { user, dialog } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'tok 60s' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Exportálás (XLSX)' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/admin/services/export/s-mi?token=tok%2060s'));
    // The token is made for this export alone (issue 22 §4).
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain('/api/materials/downloadtoken?path=%2Fapi%2Fadmin%2Fservices%2Fexport%2Fs-mi');
  });

  it('exports the ticked sign-ups alone', async () => {
    const { user, dialog } = await openSignups(() => jsonResponse(200, loaded(rows())), {
      'GET /api/materials/downloadtoken': () => jsonResponse(200, { token: 'tok' }),
    });
    const [reka, peter] = await bodyRows(dialog);
    await user.click(within(reka!).getByRole('checkbox', { name: 'Kijelölés: Balogh Réka' }));
    await user.click(within(peter!).getByRole('checkbox', { name: 'Kijelölés: Kovács Péter' }));
    const bar = within(dialog).getByRole('group', { name: 'Kijelölt jelentkezések' });
    await user.click(within(bar).getByRole('button', { name: 'Kijelöltek exportálása (XLSX)' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('/api/admin/services/export/s-mi?users=u-reka%2Cu-peter&token=tok'));
  });

  it('asks the server for a page of one status or of a search, and shows the totals per status', async () => {
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())));
    await bodyRows(dialog);
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/admin/services/s-mi');
    expect(asked()[0]!.searchParams.toString()).toBe('page=1&pageSize=500');
    const filter = within(dialog).getByRole('combobox', { name: 'Állapot' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mind (4)', 'Jóváhagyva (1)', 'Jóváhagyásra vár (1)', 'Várólistán (1)', 'Elutasítva (1)',
    ]);
    await user.selectOptions(filter, 'waitlisted');
    await waitFor(() => expect(asked().at(-1)!.searchParams.get('status')).toBe('waitlisted'));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Keresés név vagy e-mail-cím alapján' }), 'varga');
    // Once typing pauses, one request with the whole word.
    await waitFor(() => expect(asked().at(-1)!.searchParams.get('search')).toBe('varga'));
    expect(asked().filter((url) => url.searchParams.get('search')?.startsWith('v')).map((url) => url.searchParams.get('search'))).toEqual(['varga']);
  });

  it('pages a long list on the server and draws only a window of a long page', async () => {
    const many = Array.from({ length: 500 }, (_, n) => makeSignup({ userId: `u-${n}`, lastName: 'Tanár', firstName: `${n}`, fullName: `Tanár ${n}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() }));
    const { user, dialog, fetchMock } = await openSignups(() => jsonResponse(200, makeSignupPage(service, many, { total: 1234, totals: { all: 1234, approved: 0, awaiting: 1234, waitlisted: 0, rejected: 0 } })));
    const table = await within(dialog).findByRole('table', { name: 'Jelentkezők' });
    await within(table).findAllByRole('button', { name: /^Jóváhagyás: / });
    // 500 rows on the page, a few dozen in the DOM.
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(within(dialog).getByText('1–500, összesen 1234')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Következő oldal' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.endsWith('/api/admin/services/s-mi?page=2&pageSize=500'))).toBe(true),
    );
  });

  it('says when nobody has signed up', async () => {
    const { dialog } = await openSignups(() => jsonResponse(200, loaded([])));
    expect(await within(dialog).findByText('Még senki sem jelentkezett.')).toBeInTheDocument();
  });
  it('asks for the first page once: at the tap, and the dialog’s table takes that answer', async () => {
    const { dialog, fetchMock } = await openSignups(() => jsonResponse(200, loaded(rows())));
    await bodyRows(dialog);
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/services/s-mi'));
    expect(asked).toEqual(['/api/admin/services/s-mi?page=1&pageSize=500']);
  });

  it('closes and opens again for another look at the same service', async () => {
    const { dialog, user } = await openSignups(() => jsonResponse(200, loaded(rows())));
    await bodyRows(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Jelentkezők: MI az órán' }));
    expect(await bodyRows(await screen.findByRole('dialog'))).toHaveLength(4);
  });
});
