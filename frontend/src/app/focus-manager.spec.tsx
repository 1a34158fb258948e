import { useState } from 'react';
import { DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { renderWithProviders } from '@/testing/render';

/** Fluent's focus manager (Tabster) keeps its one instance on the window while anything uses it. */
const focusManagerRunning = () => (window as Window & { __tabsterInstance?: unknown }).__tabsterInstance !== undefined;

/** A page that draws its dialog only while it is open, as the club's pages do. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Megnyitás</button>
      {open && (
        <Modal open onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Kérdés</DialogTitle>
              <DialogContent>
                <button onClick={() => setOpen(false)}>Rendben</button>
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Modal>
      )}
    </>
  );
}

// In this order: the holder, once handed over, stays for the module's life, as for the app's.
describe('FocusManager', () => {
  it('starts nothing while no dialog has opened', async () => {
    renderWithProviders(<Page />);
    await screen.findByRole('button', { name: 'Megnyitás' });
    expect(focusManagerRunning()).toBe(false);
  });

  it('keeps it once the first dialog is gone, and the page is readable again', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Megnyitás' }));
    await user.click(await screen.findByRole('button', { name: 'Rendben' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(focusManagerRunning()).toBe(true);
    // Not aria-hidden: a hidden page has no buttons for a screen reader.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Megnyitás' })).toBeInTheDocument());
  });
});
