import { screen } from '@testing-library/react';

/**
 * Finds an open Fluent dialog by its title. In jsdom (no layout) Fluent's focus manager, Tabster,
 * may mark a modal opened from a page aria-hidden a moment after it opens, and then neither
 * findByRole nor its accessible name work; the browser journeys check the real thing.
 * Query inside the dialog with `{ hidden: true }`. The longer wait covers lazily loaded dialogs.
 */
export async function findDialog(title: string, timeout = 4000): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' }, { timeout });
  const dialog = heading.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!dialog) throw new Error(`"${title}" is not the title of a dialog`);
  return dialog;
}
