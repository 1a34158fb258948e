import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Loaded up front so the lazy route's first render does not count against a test's time.
import '@/app/routes/admin/services';
import { editorClosed, openEditor } from '../../testing/open-service-editor';

const EXISTING = '<h3>Menetrend</h3><p>Minden <b>kedden</b> 16 órakor, <a href="https://robotika.hu" rel="noopener noreferrer">részletek</a>.</p><ul><li>Lego</li></ul>';
// The editor is loaded when the dialog first shows it.
const longText = (dialog: HTMLElement) => within(dialog).findByRole('textbox', { name: /^Hosszú leírás/ }, { timeout: 5000 });

// jsdom has no editing commands; the browser journey runs the real ones. Here they are recorded.
const execCommand = vi.fn((_command: string, _ui?: boolean, _value?: string) => true);
beforeEach(() => {
  execCommand.mockClear();
  Object.assign(document, { execCommand });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});
const commands = () => execCommand.mock.calls.filter(([command]) => command !== 'defaultParagraphSeparator').map(([command, , value]) => [command, value]);

describe('the long texts are edited as formatted text (issue 41 §5)', { timeout: 20_000 }, () => {
  it('shows a stored HTML text formatted, as members see it, and leaves it untouched when not edited', async () => {
    const { user, dialog, puts } = await openEditor({ text: EXISTING });
    const editor = await longText(dialog);
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(within(editor).getByRole('heading', { name: 'Menetrend' })).toBeInTheDocument();
    expect(within(editor).getByRole('link', { name: 'részletek' })).toHaveAttribute('href', 'https://robotika.hu');
    expect(editor.querySelector('b')).toHaveTextContent('kedden');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rövid leírás' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    expect(puts()).toEqual([{ id: 's-robot', description: 'x' }]);
  });

  it('saves what is typed as HTML', async () => {
    const { user, dialog, puts } = await openEditor({ text: '' });
    await user.type(await longText(dialog), 'Kedden robotika');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    expect(puts()).toEqual([{ id: 's-robot', text: 'Kedden robotika' }]);
  });

  it('formats with the toolbar: bold, italic, heading, lists', async () => {
    const { user, dialog } = await openEditor({ text: '<p>Szöveg</p>' });
    await longText(dialog);
    const toolbar = within(dialog).getByRole('toolbar', { name: 'Hosszú leírás: formázás' });
    for (const name of ['Félkövér', 'Dőlt', 'Címsor', 'Felsorolás', 'Számozott lista']) await user.click(within(toolbar).getByRole('button', { name }));
    expect(commands()).toEqual([
      ['bold', undefined],
      ['italic', undefined],
      ['formatBlock', 'h3'],
      ['insertUnorderedList', undefined],
      ['insertOrderedList', undefined],
    ]);
  });

  it('asks for a link address in its own popover and takes web and mail addresses only', async () => {
    const { user, dialog } = await openEditor({ text: '' });
    await longText(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Hivatkozás' }));
    const address = await screen.findByRole('textbox', { name: /A hivatkozás címe/ });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Beszúrás' }));
    expect(await screen.findByText('Csak http://, https:// vagy mailto: kezdetű cím adható meg.')).toBeInTheDocument();
    expect(commands()).toEqual([]);

    await user.clear(address);
    await user.type(address, 'https://robotika.hu');
    await user.click(screen.getByRole('button', { name: 'Beszúrás' }));
    // Nothing was selected, so the address is the link's text as well.
    expect(commands()).toEqual([['insertHTML', '<a href="https://robotika.hu">https://robotika.hu</a>']]);
  });

  it('edits the HTML source too, and the editor shows it without running its handlers', async () => {
    const { user, dialog, puts } = await openEditor({ text: '<p>Régi</p>' });
    await longText(dialog);
    await user.click(within(dialog).getAllByRole('tab', { name: 'HTML-forrás' })[0]!);
    const source = await longText(dialog);
    expect(source).toHaveValue('<p>Régi</p>');
    await user.clear(source);
    await user.type(source, '<p>Új<img src="x" onerror="alert(1)"></p>');
    await user.click(within(dialog).getAllByRole('tab', { name: 'Szerkesztő' })[0]!);
    const editor = await longText(dialog);
    expect(editor).toHaveTextContent('Új');
    expect(editor.querySelector('img')).not.toHaveAttribute('onerror');
    await user.click(within(dialog).getByRole('button', { name: 'Mentés' }));
    await editorClosed();
    // The server's sanitiser decides what is stored (catalogue/html/service-html.spec.ts).
    expect(puts()).toEqual([{ id: 's-robot', text: '<p>Új<img src="x" onerror="alert(1)"></p>' }]);
  });
});
