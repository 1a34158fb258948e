import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstError, focusStepStart } from './focus-targets';

export interface FormFocus<Root extends HTMLElement = HTMLElement> {
  /** The element around the form's fields and messages (the form, or a page's frame). */
  ref: RefObject<Root | null>;
  /** Call when a failed submit shows its errors: once they are on screen, focus goes to the first. */
  focusErrors: () => void;
  /** The step has changed since the form opened, so it is announced (the first is announced by its dialog or page). */
  moved: boolean;
}

/**
 * Keeps focus where a keyboard or screen-reader user continues (WCAG 2.4.3, 3.3.1), for every form:
 * - when `step` changes, the new step opens on its first field (or its marked element, or its heading);
 * - after `focusErrors()`, focus goes to the first field in error, or to the form's own message.
 * A failed submit that also changes the step (back to the step of the field the server named) lands
 * on that field, not on the step's first one. The first step is left to its dialog or page.
 */
export function useFormFocus<Root extends HTMLElement = HTMLElement>(step: string | number = 0): FormFocus<Root> {
  const ref = useRef<Root>(null);
  const [errorsShown, setErrorsShown] = useState(0);
  const handled = useRef({ errorsShown, step });
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== firstStep) setMoved(true);

  useEffect(() => {
    const before = handled.current;
    handled.current = { errorsShown, step };
    const erred = errorsShown !== before.errorsShown && focusFirstError(ref.current);
    if (!erred && step !== before.step) focusStepStart(ref.current);
  }, [errorsShown, step]);

  const focusErrors = useCallback(() => setErrorsShown((count) => count + 1), []);
  return { ref, focusErrors, moved: moved || step !== firstStep };
}
