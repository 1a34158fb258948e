import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DialogBody, DialogContent, DialogSurface, DialogTitle, FluentProvider, Input, Label, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { AUTOFOCUS, Modal } from './modal';

/** A page with one button that opens a form dialog; the dialog can ask a nested question. */
function Page({ autofocusSecond = false }: { autofocusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <button onClick={() => setOpen(true)}>Megnyitás</button>
      <Modal open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle action={<Button aria-label="Bezárás" onClick={() => setOpen(false)} />}>Űrlap</DialogTitle>
            <DialogContent>
              <Label htmlFor="first">Első</Label>
              <Input id="first" />
              <Button {...(autofocusSecond ? AUTOFOCUS : {})}>Második</Button>
              <Button onClick={() => setAsking(true)}>Kérdés</Button>
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Modal>
      <Modal open={asking} modalType="alert" onOpenChange={(_, data) => setAsking(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Biztos?</DialogTitle>
            <DialogContent>
              <Button onClick={() => setAsking(false)}>Vissza</Button>
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Modal>
    </FluentProvider>
  );
}

describe('Modal', () => {
  it('is not drawn before it first opens, and leaves the focus manager unstarted meanwhile', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect((window as Window & { __tabsterInstance?: unknown }).__tabsterInstance).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    expect(await screen.findByRole('dialog', { name: 'Űrlap' })).toBeInTheDocument();
  });

  it('opens with focus on the first field, not on the close button before it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Első' })).toHaveFocus());
  });

  it('opens on the element marked AUTOFOCUS when there is one', async () => {
    const user = userEvent.setup();
    render(<Page autofocusSecond />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Második' })).toHaveFocus());
  });

  it('gives focus back to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Megnyitás' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Első' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back into the dialog a nested question was asked from', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await user.click(await screen.findByRole('button', { name: 'Kérdés' }));
    await user.click(await screen.findByRole('button', { name: 'Vissza' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kérdés' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Megnyitás' })).toHaveFocus());
  });
});
