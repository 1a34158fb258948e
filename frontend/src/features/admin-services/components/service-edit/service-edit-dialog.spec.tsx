import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { jsonResponse } from '@/testing/test-utils';
import { editorClosed, openEditor } from '../../testing/open-service-editor';
import { sentBodies } from '../../testing/render-services';

const closed = editorClosed;

describe('the service edit dialog', { timeout: 20_000 }, () => {

  describe('saving', () => {
    it('sends the id and only the fields that changed, then closes', async () => {
      const { user, dialog, puts } = await openEditor({ limit: null, active: false });
      const name = within(dialog).getByRole('textbox', { name: /^Név/ });
      await user.clear(name);
      await user.type(name, 'Robotika haladóknak');
      await user.click(within(dialog).getByRole('switch', { name: 'Létszámkorlát' }));
      await user.click(within(dialog).getByRole('switch', { name: 'Aktív: lehet rá jelentkezni' }));
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));

      await closed();
      expect(puts()).toEqual([{ id: 's-robot', name: 'Robotika haladóknak', limit: 100, active: true }]);
      expect(await screen.findByText('Robotika haladóknak mentve.')).toBeInTheDocument();
    });

    it('just closes when nothing changed, without a call', async () => {
      const { user, dialog, puts } = await openEditor();
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      await closed();
      expect(puts()).toEqual([]);
    });

    it('sends nothing for a field changed and changed back', async () => {
      const { user, dialog, puts } = await openEditor();
      const description = within(dialog).getByRole('textbox', { name: 'Rövid leírás' });
      await user.type(description, 'x');
      await user.type(description, '{Backspace}');
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      await closed();
      expect(puts()).toEqual([]);
    });

    it('shows SUBPAGE_URL_TAKEN under the URL field and stays open', async () => {
      const { user, dialog } = await openEditor(
        { hasSubPage: true, subPageUrl: 'robotika' },
        { handlers: { 'PUT /api/admin/services': () => jsonResponse(409, { statusCode: 409, message: 'SUBPAGE_URL_TAKEN' }) } },
      );
      const url = within(dialog).getByRole('textbox', { name: 'Az oldal webcíme (URL)' });
      await user.clear(url);
      await user.type(url, 'python-alapok');
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining('Ez az oldalcím már foglalt.')));
      expect(screen.getByRole('dialog', { name: 'Szolgáltatás szerkesztése' })).toBeInTheDocument();
    });
  });

  describe('closing with unsaved changes', () => {
    async function changedEditor() {
      const setup = await openEditor({ limit: 30 });
      const limit = within(setup.dialog).getByRole('textbox', { name: /Férőhelyek száma/ });
      await setup.user.clear(limit);
      await setup.user.type(limit, '45');
      await setup.user.click(within(setup.dialog).getByRole('button', { name: 'Mégse' }));
      const ask = await screen.findByRole('alertdialog', { name: 'Elveted a módosításokat?' });
      return { ...setup, ask, limit };
    }

    it('"Vissza" returns to the dialog with the changes kept', async () => {
      const { user, ask, limit, puts } = await changedEditor();
      await user.click(within(ask).getByRole('button', { name: 'Vissza' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      // Focus goes back to the button that asked, inside the edit dialog.
      await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Szolgáltatás szerkesztése' })).getByRole('button', { name: 'Mégse' })).toHaveFocus());
      expect(screen.getByRole('dialog', { name: 'Szolgáltatás szerkesztése' })).toBeInTheDocument();
      expect(limit).toHaveValue('45');
      expect(puts()).toEqual([]);
    });

    it('"Elvetés" closes without saving', async () => {
      const { user, ask, puts } = await changedEditor();
      await user.click(within(ask).getByRole('button', { name: 'Elvetés' }));
      await closed();
      expect(puts()).toEqual([]);
    });

    it('"Mentés és bezárás" saves the changes and closes', async () => {
      const { user, ask, puts } = await changedEditor();
      await user.click(within(ask).getByRole('button', { name: 'Mentés és bezárás' }));
      await closed();
      expect(puts()).toEqual([{ id: 's-robot', limit: 45 }]);
    });

    it('closes at once from the close button when nothing changed', async () => {
      const { user, dialog, puts } = await openEditor();
      await user.click(within(dialog).getByRole('button', { name: 'Bezárás' }));
      await closed();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(puts()).toEqual([]);
    });

    it('asks on Escape too', async () => {
      const { user, dialog } = await openEditor();
      await user.type(within(dialog).getByRole('textbox', { name: 'Rövid leírás' }), 'Új leírás');
      await user.keyboard('{Escape}');
      expect(await screen.findByRole('alertdialog', { name: 'Elveted a módosításokat?' })).toBeInTheDocument();
      // The editor stays underneath with what was typed (hidden from assistive technology while the
      // question is asked, so looked up by its field rather than by the dialog's computed name).
      expect(screen.getByRole('textbox', { name: 'Rövid leírás', hidden: true })).toHaveValue('Új leírás');
    });
  });

  describe('the limit', () => {
    it('says nothing when a valid limit is left, nor after the switch is used', async () => {
      const { user, dialog } = await openEditor({ limit: 30 });
      const limit = within(dialog).getByRole('textbox', { name: /Férőhelyek száma/ });
      await user.clear(limit);
      await user.type(limit, '45');
      await user.tab();
      expect(within(dialog).queryByText(/ki lett kapcsolva/)).not.toBeInTheDocument();
      await user.clear(limit);
      await user.tab();
      await user.click(within(dialog).getByRole('switch', { name: 'Létszámkorlát' }));
      expect(within(dialog).queryByText(/ki lett kapcsolva/)).not.toBeInTheDocument();
    });

    it('switches on at 100 and off to null', async () => {
      const { user, dialog } = await openEditor({ limit: null });
      const toggle = within(dialog).getByRole('switch', { name: 'Létszámkorlát' });
      expect(within(dialog).queryByRole('textbox', { name: /Férőhelyek száma/ })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(within(dialog).getByRole('textbox', { name: /Férőhelyek száma/ })).toHaveValue('100');
      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(within(dialog).queryByRole('textbox', { name: /Férőhelyek száma/ })).not.toBeInTheDocument();
    });

    it.each([['sok'], ['0'], [''], ['12.5'], ['-5']])('turns off when left as %j, and says so', async (text) => {
      const { user, dialog, puts } = await openEditor({ limit: 30 });
      const limit = within(dialog).getByRole('textbox', { name: /Férőhelyek száma/ });
      await user.clear(limit);
      if (text) await user.type(limit, text);
      await user.tab();
      expect(within(dialog).getByRole('switch', { name: 'Létszámkorlát' })).not.toBeChecked();
      expect(within(dialog).getByRole('status')).toHaveTextContent('A létszámkorlát ki lett kapcsolva: csak pozitív egész szám adható meg');
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      await closed();
      expect(puts()).toEqual([{ id: 's-robot', limit: null }]);
    });
  });

  it('switches waitlist priority off when its text is cleared and left', async () => {
    const { user, dialog } = await openEditor({ waitlistAvailable: true, waitlistPriorityAvailable: true, waitlistPriorityDescription: 'Elsőbbséget kérek' });
    const priority = within(dialog).getByRole('switch', { name: 'Elsőbbség kérhető a várólistán' });
    const text = within(dialog).getByRole('textbox', { name: /Az elsőbbség kérésének szövege/ });
    await user.clear(text);
    expect(priority).toBeChecked();
    await user.tab();
    expect(priority).not.toBeChecked();
  });

  it('sets the type back to normal when the coupon table name is cleared and left', async () => {
    const { user, dialog } = await openEditor({ type: 1, codeTableName: 'Vizsgakuponok', codesTotal: 5, codesRemaining: 3 });
    expect(within(dialog).getByText('Felhasználható kódok: 3 / 5')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Kódtábla neve/ }));
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Normál' })).toBeChecked();
    expect(within(dialog).queryByText('Felhasználható kódok: 3 / 5')).not.toBeInTheDocument();
  });

  describe('the sub-page', () => {
    it('is disabled when its URL is cleared and left', async () => {
      const { user, dialog } = await openEditor({ hasSubPage: true, subPageUrl: 'robotika' });
      await user.clear(within(dialog).getByRole('textbox', { name: /Az oldal webcíme/ }));
      await user.tab();
      expect(within(dialog).getByRole('switch', { name: 'Tartalom oldal' })).not.toBeChecked();
    });

    it('gets a URL from the name when enabled with an empty one', async () => {
      const { user, dialog, puts } = await openEditor({ name: 'Robotika műhely: Győr, 2026!', hasSubPage: false, subPageUrl: '' });
      await user.click(within(dialog).getByRole('switch', { name: 'Tartalom oldal' }));
      expect(within(dialog).getByRole('textbox', { name: /Az oldal webcíme/ })).toHaveValue('robotika-muhely-gyor-2026');
      await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
      await closed();
      expect(puts()).toEqual([{ id: 's-robot', hasSubPage: true, subPageUrl: 'robotika-muhely-gyor-2026' }]);
    });

    it('keeps a URL already given', async () => {
      const { user, dialog } = await openEditor({ hasSubPage: false, subPageUrl: 'sajat-cim' });
      await user.click(within(dialog).getByRole('switch', { name: 'Tartalom oldal' }));
      expect(within(dialog).getByRole('textbox', { name: /Az oldal webcíme/ })).toHaveValue('sajat-cim');
    });
  });

  it('shows radio options 4 and 5 only once option 3 has text', async () => {
    const { user, dialog } = await openEditor({ radio: true, radio1Text: 'Kezdő', radio2Text: 'Haladó' });
    const option = (value: number) => within(dialog).queryByRole('textbox', { name: `${value}. válaszlehetőség` });
    expect([1, 2, 3].map((value) => option(value))).not.toContain(null);
    expect(option(4)).not.toBeInTheDocument();
    expect(option(5)).not.toBeInTheDocument();
    await user.type(option(3)!, 'Profi');
    expect(option(4)).toBeInTheDocument();
    expect(option(5)).toBeInTheDocument();
  });

  it('clears options 4 and 5 when option 3 is left empty, so they do not come back unseen (issue 41 §5)', async () => {
    const { user, dialog, puts } = await openEditor({ radio: true, radio1Text: 'Kezdő', radio2Text: 'Haladó', radio3Text: 'Profi', radio4Text: 'Mester', radio5Text: 'Guru' });
    const option = (value: number) => within(dialog).queryByRole('textbox', { name: `${value}. válaszlehetőség` });
    await user.clear(option(3)!);
    await user.tab();
    expect(option(4)).not.toBeInTheDocument();
    await user.type(option(3)!, 'Haladóbb');
    expect(option(4)).toHaveValue('');
    expect(option(5)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await closed();
    expect(puts()).toEqual([{ id: 's-robot', radio3Text: 'Haladóbb', radio4Text: '', radio5Text: '' }]);
  });

  it('edits the three mail subject and text pairs', async () => {
    const { user, dialog, puts } = await openEditor();
    const pairs = ['Levél, amikor helyet kap', 'Levél, amikor várólistára kerül', 'Levél lemondáskor'];
    for (const [index, group] of pairs.entries()) {
      const fieldset = within(dialog).getByRole('group', { name: group });
      await user.type(within(fieldset).getByRole('textbox', { name: 'Tárgy' }), `T${index}`);
      await user.type(within(fieldset).getByRole('textbox', { name: 'Szöveg' }), `S${index}`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await closed();
    expect(puts()).toEqual([
      { id: 's-robot', emailSubject: 'T0', emailText: 'S0', waitlistEmailSubject: 'T1', waitlistEmailText: 'S1', cancelEmailSubject: 'T2', cancelEmailText: 'S2' },
    ]);
  });

  it('uploads an image, shows it and saves its URL', async () => {
    const url = '/klub/letoltesek/images/abc-robot.png';
    const { user, dialog, puts } = await openEditor(
      {},
      { handlers: { 'POST /api/admin/services/s-robot/upload/image': () => jsonResponse(201, [{ originalname: 'robot.png', filename: 'abc-robot.png', url, size: 10 }]) } },
    );
    await user.upload(within(dialog).getByLabelText('Kép feltöltése'), new File(['png'], 'robot.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'A szolgáltatás képe' })).toHaveAttribute('src', url);
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await closed();
    expect(puts()).toEqual([{ id: 's-robot', image: url }]);
  });

  it.each([
    [() => jsonResponse(400, { statusCode: 400, message: 'VALIDATION_FAILED', errors: [{ field: 'file', code: 'notAnImage' }] }), 'Csak PNG, JPEG, GIF vagy WebP kép tölthető fel.'],
    [() => jsonResponse(413, { statusCode: 413, message: 'PAYLOAD_TOO_LARGE' }), 'A küldött adat túl nagy (egy fájl legfeljebb 20 MB lehet).'],
  ])('says why an image was refused and what is allowed (issue 41 §5)', async (answer, text) => {
    const { user, dialog } = await openEditor({}, { handlers: { 'POST /api/admin/services/s-robot/upload/image': answer } });
    await user.upload(within(dialog).getByLabelText('Kép feltöltése'), new File(['png'], 'robot.png', { type: 'image/png' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('lists files with their size in KB and deletes one only after "File törlése?"', async () => {
    const files = [
      { id: 'f1', filename: 'feladatlap.pdf', size: 12_800, image: false },
      { id: 'f2', filename: 'abra.png', size: 1536, image: true },
    ];
    const { user, dialog, fetchMock } = await openEditor({}, {
      files,
      handlers: {
        'DELETE /api/admin/services/s-robot/files/f1': () => {
          files.splice(0, 1);
          return jsonResponse(200, files);
        },
      },
    });
    const list = await within(dialog).findByRole('list', { name: 'Feltöltött fájlok' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('feladatlap.pdf13 KB');
    expect(items[1]).toHaveTextContent('abra.png2 KB');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(list).getByRole('button', { name: 'Törlés: feladatlap.pdf' }));
    expect(confirm).toHaveBeenCalledWith('File törlése?');
    expect(sentBodies(fetchMock, 'DELETE', '/api/admin/services/s-robot/files/f1')).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(list).getByRole('button', { name: 'Törlés: feladatlap.pdf' }));
    await waitFor(() => expect(within(list).queryByText('feladatlap.pdf')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'DELETE', '/api/admin/services/s-robot/files/f1')).toHaveLength(1);
  });
});
