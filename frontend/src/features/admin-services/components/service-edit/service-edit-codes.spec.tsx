import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { jsonResponse } from '@/testing/test-utils';
import { editorClosed, openEditor } from '../../testing/open-service-editor';
import { sentBodies } from '../../testing/render-services';

const COUPON = { type: 1 as const, codeTableName: 'Kuponok', codesTotal: 0, codesRemaining: 0 };
const CODES_PATH = '/api/admin/services/s-robot/codes';
const UPLOAD_PATH = '/api/admin/services/s-robot/codes/upload';
const kodok = () => new File(['KOD-1\n'], 'kodok.txt', { type: 'text/plain' });

/** The paths the screen called after the dialog opened, in order, without the reloads. */
const writes = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET')
    .map(([url, init]) => `${(init as RequestInit).method} ${new URL(String(url), 'http://localhost').pathname}`);

describe('new coupon codes are part of the edit (issue 41 §5)', { timeout: 20_000 }, () => {
  it('keeps pasted codes in the dialog and adds them, one per line, when "Mentés" is pressed', async () => {
    const { user, dialog, fetchMock } = await openEditor(COUPON, {
      handlers: { [`POST ${CODES_PATH}`]: () => jsonResponse(200, { added: 2, duplicates: 1, remaining: 2 }) },
    });
    expect(within(dialog).getByText(/a „Mentés” gombbal kerülnek a készletbe; ha elveted a módosításokat, elmaradnak/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Új kódok \(soronként egy\)/ }), 'KOD-1{Enter}{Enter}KOD-2 {Enter}KOD-1');
    expect(within(dialog).getByText('3 új kód kerül a készletbe mentéskor.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', CODES_PATH)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    expect(sentBodies(fetchMock, 'POST', CODES_PATH)).toEqual([{ codes: ['KOD-1', 'KOD-2', 'KOD-1'] }]);
    expect(await screen.findByText('Robotika műhely mentve. 2 kód hozzáadva, 1 ismétlődő kimaradt.')).toBeInTheDocument();
  });

  it('stores the changed settings first, then the codes', async () => {
    const { user, dialog, fetchMock, puts } = await openEditor(COUPON, {
      handlers: { [`POST ${CODES_PATH}`]: () => jsonResponse(200, { added: 1, duplicates: 0, remaining: 1 }) },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rövid leírás' }), 'Kupon');
    await user.type(within(dialog).getByRole('textbox', { name: /Új kódok/ }), 'KOD-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    expect(puts()).toEqual([{ id: 's-robot', description: 'Kupon' }]);
    expect(writes(fetchMock)).toEqual(['PUT /api/admin/services', `POST ${CODES_PATH}`]);
  });

  it('counts waiting codes as unsaved changes, and a discard drops them', async () => {
    const { user, dialog, fetchMock } = await openEditor(COUPON);
    await user.type(within(dialog).getByRole('textbox', { name: /Új kódok/ }), 'KOD-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Elveted a módosításokat?' });
    await user.click(within(ask).getByRole('button', { name: 'Elvetés' }));
    await editorClosed();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('keeps a chosen file until "Mentés", and "Fájl elvetése" takes it back', async () => {
    const { user, dialog, fetchMock } = await openEditor(COUPON);
    await user.upload(within(dialog).getByLabelText('Kódfájl kiválasztása'), kodok());
    expect(within(dialog).getByText('kodok.txt: mentéskor töltjük fel.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fájl elvetése' }));
    expect(within(dialog).queryByText('kodok.txt: mentéskor töltjük fel.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
    await editorClosed();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('lists the rows of a file the server left out, by line, and stays open on them (issue 38 §7)', async () => {
    const report = {
      added: 2,
      duplicates: 0,
      remaining: 2,
      errors: [
        { line: 3, message: 'Túl hosszú kód (legfeljebb 200 karakter)' },
        { line: 4, message: 'A kód egy sor legyen, vezérlőkarakter nélkül' },
      ],
    };
    const { user, dialog, fetchMock } = await openEditor(COUPON, { handlers: { [`POST ${UPLOAD_PATH}`]: () => jsonResponse(200, report) } });
    await user.upload(within(dialog).getByLabelText('Kódfájl kiválasztása'), kodok());
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    expect(await within(dialog).findByText(/2 kód hozzáadva\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/2 hibás sor, ezek kimaradtak:/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3. sor: Túl hosszú kód (legfeljebb 200 karakter)',
      '4. sor: A kód egy sor legyen, vezérlőkarakter nélkül',
    ]);
    expect(within(dialog).queryByText('kodok.txt: mentéskor töltjük fel.')).not.toBeInTheDocument();
    // What was stored is no longer waiting: the dialog closes without asking or sending again.
    await user.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
    await editorClosed();
    expect(writes(fetchMock)).toEqual([`POST ${UPLOAD_PATH}`]);
  });

  it('says a failure, keeps the codes waiting and sends only them on the next "Mentés"', async () => {
    let answer = jsonResponse(500, { statusCode: 500, message: 'INTERNAL' });
    const { user, dialog, fetchMock, puts } = await openEditor(COUPON, { handlers: { [`POST ${CODES_PATH}`]: () => answer } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rövid leírás' }), 'Kupon');
    await user.type(within(dialog).getByRole('textbox', { name: /Új kódok/ }), 'KOD-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

    expect(await within(dialog).findByText('A kódokat nem sikerült hozzáadni. Mentésre várnak: próbáld újra a „Mentés” gombbal.')).toBeInTheDocument();
    expect(await screen.findByText('Robotika műhely mentve.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Új kódok/ })).toHaveValue('KOD-1');

    answer = jsonResponse(200, { added: 1, duplicates: 0, remaining: 1 });
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    expect(puts()).toHaveLength(1);
    expect(sentBodies(fetchMock, 'POST', CODES_PATH)).toEqual([{ codes: ['KOD-1'] }, { codes: ['KOD-1'] }]);
  });

  it('says in Hungarian why a file was refused, and that its codes were not added (issue 22 §6)', async () => {
    const refused = { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'file', code: 'tooManyRows', message: 'A fájl túl nagy: legfeljebb 10 000 sor' }] };
    const { user, dialog } = await openEditor(COUPON, { handlers: { [`POST ${UPLOAD_PATH}`]: () => jsonResponse(400, refused) } });
    await user.upload(within(dialog).getByLabelText('Kódfájl kiválasztása'), kodok());
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(within(dialog).getByText(/A fájl túl nagy: legfeljebb 10 000 sor/)).toBeInTheDocument());
    expect(within(dialog).getByText(/kodok\.txt: .* A fájl kódjai nem kerültek a készletbe\./)).toBeInTheDocument();
    expect(within(dialog).getByText('kodok.txt: mentéskor töltjük fel.')).toBeInTheDocument();
  });
});
