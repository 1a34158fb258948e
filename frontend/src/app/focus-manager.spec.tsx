import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/test-utils';

/** Fluent's focus manager (Tabster) keeps its one instance on the window while anything uses it. */
const focusManagerRunning = () => (window as Window & { __tabsterInstance?: unknown }).__tabsterInstance !== undefined;
const idleHasPassed = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => sessionStorage.clear());

describe('FocusManager', () => {
  it('leaves the focus manager unstarted while a member only reads the page', async () => {
    signInAs();
    renderWithProviders(<button>Gomb</button>);
    await screen.findByRole('button', { name: 'Gomb' });
    await idleHasPassed();
    expect(focusManagerRunning()).toBe(false);
  });

  it("starts it at the member's first press, before anything the press opens", async () => {
    signInAs();
    const { user } = renderWithProviders(<button>Gomb</button>);
    await idleHasPassed();
    await user.click(await screen.findByRole('button', { name: 'Gomb' }));
    await waitFor(() => expect(focusManagerRunning()).toBe(true));
  });

  it('never starts it for a visitor, whose dialogs keep it themselves', async () => {
    const { user } = renderWithProviders(<button>Gomb</button>);
    await idleHasPassed();
    await user.click(await screen.findByRole('button', { name: 'Gomb' }));
    await idleHasPassed();
    expect(focusManagerRunning()).toBe(false);
  });
});
