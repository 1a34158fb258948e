/** Marks the element a dialog or a step should focus when it opens, when that is not its first field. */
export const AUTOFOCUS = { 'data-autofocus': '' } as const;

/** Marks a form's own error message (the one above its fields), where focus goes when no field is in error. */
export const FORM_ERROR = { 'data-form-error': '' } as const;

/** A field a person types into: not hidden, read-only or off, and not a box or a radio. */
export const TEXT_FIELD = [
  'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([readonly]):not(:disabled)',
  'textarea:not([readonly]):not(:disabled)',
  'select:not(:disabled)',
].join(',');

const HEADING = 'h1,h2,h3,h4';

/** Focuses an element, also one that takes no focus by itself (a heading, a message). */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Where a step of a form starts (WCAG 2.4.3): the element marked AUTOFOCUS, else its first field, else
 * its heading (a thank-you or an error panel). Returns whether something took focus.
 */
export function focusStepStart(root: ParentNode | null): boolean {
  if (!root) return false;
  const target =
    root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>(TEXT_FIELD) ?? root.querySelector<HTMLElement>(HEADING);
  if (!target) return false;
  focusElement(target);
  return true;
}

/** The ids an element is described by, as elements. */
const descriptions = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id));

/**
 * After a failed submit: the first field in error, preferring one whose own message says why (on a
 * password mismatch both fields are marked, the confirmation explains); with no field in error, the
 * form's message. Fields are found by `aria-invalid`, which a Fluent Field in error sets on its control.
 */
export function focusFirstError(root: ParentNode | null): boolean {
  if (!root) return false;
  const invalid = [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  const explained = invalid.find((field) => descriptions(field).some((message) => message?.getAttribute('role') === 'alert'));
  const target = explained ?? invalid[0] ?? root.querySelector<HTMLElement>('[data-form-error]');
  if (!target) return false;
  focusElement(target);
  return true;
}
