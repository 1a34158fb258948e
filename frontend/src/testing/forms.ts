import { configure } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way a paste does: one input event instead of one per key, which keeps
 * long form tests fast (user.type re-renders a Fluent form on every keystroke).
 */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Whole forms in jsdom, with lazily loaded routes: slower than the 5 s default on a busy machine. */
export const FORM_TEST_TIMEOUT_MS = 20_000;

/**
 * For spec files of whole forms: lazily loaded route modules and dialogs can take longer than
 * Testing Library's 1 s to appear on a busy machine. (Vitest isolates spec files, so this stays in
 * the file that calls it.)
 */
export function allowSlowForms(): void {
  configure({ asyncUtilTimeout: 5_000 });
}
