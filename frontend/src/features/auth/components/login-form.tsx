import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/form-field';
import { hu } from '@/i18n/hu';
import { useSignIn } from '@/lib/session';
import { useFormFocus } from '@/lib/use-form-focus';
import { useLogin } from '../api/login';
import type { FormErrors } from '@/lib/form-errors';
import { loginErrors } from '../lib/form-errors';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  forgot: { paddingInline: tokens.spacingHorizontalXS },
});

type Field = 'email' | 'password';

interface LoginFormProps {
  onForgotPassword: (email: string) => void;
}

/** E-mail + password form; on success stores the token (the dialog then redirects). */
export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const styles = useStyles();
  const signIn = useSignIn();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(false);
  const [errors, setErrors] = useState<FormErrors<Field>>({ fields: {} });
  const focus = useFormFocus<HTMLFormElement>();
  // WRONG_EMAIL, NOT_ACTIVATED… on the e-mail, WRONG_PASSWORD on the password, the rest above: focus follows.
  const showErrors = (shown: FormErrors<Field>) => {
    setErrors(shown);
    focus.focusErrors();
  };

  const clearFieldError = (field: Field) =>
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const trimmedEmail = email.trim();
    const missing: FormErrors<Field>['fields'] = {};
    if (!trimmedEmail) missing.email = hu.fieldErrors.isNotEmpty;
    if (!password) missing.password = hu.fieldErrors.isNotEmpty;
    if (missing.email || missing.password) return showErrors({ fields: missing });
    setErrors({ fields: {} });
    login.mutate(
      { email: trimmedEmail, password, stayLoggedIn },
      {
        onSuccess: ({ jwt }) => signIn({ token: jwt, stayLoggedIn }),
        onError: (error) => showErrors(loginErrors(error)),
      },
    );
  };

  return (
    <form ref={focus.ref} className={styles.form} onSubmit={submit} noValidate>
      <FormError message={errors.form} />
      <TextField
        label={hu.login.email}
        error={errors.fields.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(value) => {
          setEmail(value);
          clearFieldError('email');
        }}
      />
      <TextField
        label={hu.login.password}
        error={errors.fields.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          clearFieldError('password');
        }}
      />
      <div className={styles.row}>
        <Checkbox
          label={hu.login.stayLoggedIn}
          checked={stayLoggedIn}
          onChange={(_, data) => setStayLoggedIn(data.checked === true)}
        />
        <Link as="button" type="button" className={styles.forgot} onClick={() => onForgotPassword(email.trim())}>
          {hu.login.forgotPassword}
        </Link>
      </div>
      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={login.isPending}
        icon={login.isPending ? <Spinner size="tiny" aria-label={hu.login.submitting} /> : undefined}
      >
        {hu.login.submit}
      </Button>
    </form>
  );
}
