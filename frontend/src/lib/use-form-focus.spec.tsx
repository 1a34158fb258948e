import { useState, type FormEvent } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, FluentProvider, Input, webLightTheme } from '@fluentui/react-components';
import { afterEach, describe, expect, it } from 'vitest';
import { FormError } from '@/components/ui/form-error';
import { FormField, TextField } from '@/components/ui/form-field';
import { LiveMessage } from '@/components/ui/live-message';
import { AUTOFOCUS } from './focus-targets';
import { useFormFocus } from './use-form-focus';

afterEach(cleanup);

interface Failure {
  step?: number;
  fields?: Partial<Record<'name' | 'email' | 'password' | 'confirmation', string>>;
  mismatch?: boolean;
  form?: string;
}

/**
 * A three-step form on the shared pieces: step 0 name and e-mail, step 1 a password pair, step 2 a
 * thank-you. "Tovább" moves on, or fails with `failure` (which may send the person back a step).
 */
function StepForm({ failure }: { failure?: Failure }) {
  const [step, setStep] = useState(0);
  const [shown, setShown] = useState<Failure>({});
  const focus = useFormFocus<HTMLFormElement>(step);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!failure) return setStep((current) => current + 1);
    if (failure.step !== undefined) setStep(failure.step);
    setShown(failure);
    focus.focusErrors();
  };
  const fields = shown.fields ?? {};
  return (
    <FluentProvider theme={webLightTheme}>
      <button>Előtte</button>
      <form ref={focus.ref} onSubmit={submit} noValidate>
        <h2>Űrlap</h2>
        <LiveMessage text={focus.moved ? `${step + 1}. lépés` : ''} />
        <FormError message={shown.form} />
        {step === 0 && (
          <>
            <TextField label="Név" error={fields.name} value="" onChange={() => undefined} />
            <TextField label="E-mail" error={fields.email} value="" onChange={() => undefined} />
          </>
        )}
        {step === 1 && (
          <>
            <FormField label="Jelszó" error={fields.password} invalid={shown.mismatch}>
              <Input type="password" />
            </FormField>
            <FormField label="Jelszó még egyszer" error={fields.confirmation}>
              <Input type="password" />
            </FormField>
          </>
        )}
        {step === 2 && (
          <h3 tabIndex={-1} {...AUTOFOCUS}>
            Köszönjük!
          </h3>
        )}
        <Button type="submit">Tovább</Button>
      </form>
    </FluentProvider>
  );
}

function renderForm(failure?: Failure) {
  const user = userEvent.setup();
  const view = render(<StepForm failure={failure} />);
  return { user, ...view };
}

describe('the shared form focus (useFormFocus with FormField and FormError)', () => {
  it('leaves the first step alone: its dialog or page decides where focus starts, and nothing is announced', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Előtte' })).not.toHaveFocus();
    expect(screen.getByLabelText('Név')).not.toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens each next step on its first field, a thank-you on its heading, and announces the step', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await waitFor(() => expect(screen.getByLabelText('Jelszó')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('2. lépés');

    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Köszönjük!' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('3. lépés');
  });

  it('moves focus to the field a server error names, not to the first field', async () => {
    const { user } = renderForm({ fields: { email: 'Ez az email cím már foglalt.' } });
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Ez az email cím már foglalt.');
    expect(screen.getByLabelText('Név')).not.toHaveFocus();
  });

  it('lands on the named field when the error also sends the person back a step', async () => {
    const { user, rerender } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await waitFor(() => expect(screen.getByLabelText('Jelszó')).toHaveFocus());

    rerender(<StepForm failure={{ step: 0, fields: { email: 'Ez az email cím már foglalt.' } }} />);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('1. lépés');
  });

  it('on a password mismatch focuses the field whose message says why', async () => {
    const { user, rerender } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    rerender(<StepForm failure={{ mismatch: true, fields: { confirmation: 'A két jelszó nem egyezik meg' } }} />);
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    expect(screen.getByLabelText('Jelszó')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Jelszó még egyszer')).toHaveFocus());
  });

  it('moves focus to a form-level error, which is an alert', async () => {
    const { user } = renderForm({ form: 'Nem sikerült elérni a szervert.' });
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const alert = screen.getByRole('alert', { name: 'Nem sikerült elérni a szervert.' });
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
