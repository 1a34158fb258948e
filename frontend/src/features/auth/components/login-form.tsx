import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Input, Link, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { useSignIn } from '@/lib/session';
import { useLogin } from '../api/login';
import type { FormErrors } from '@/lib/form-errors';
import { loginErrors } from '../form-errors';

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

  const clearFieldError = (field: Field) =>
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const trimmedEmail = email.trim();
    const missing: FormErrors<Field>['fields'] = {};
    if (!trimmedEmail) missing.email = hu.fieldErrors.isNotEmpty;
    if (!password) missing.password = hu.fieldErrors.isNotEmpty;
    if (missing.email || missing.password) {
      setErrors({ fields: missing });
      return;
    }
    setErrors({ fields: {} });
    login.mutate(
      { email: trimmedEmail, password, stayLoggedIn },
      {
        onSuccess: ({ jwt }) => signIn({ token: jwt, stayLoggedIn }),
        onError: (error) => setErrors(loginErrors(error)),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors.form && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label={hu.login.email}
        validationState={errors.fields.email ? 'error' : 'none'}
        validationMessage={errors.fields.email}
      >
        <Input
          type="email"
          name="email"
          autoComplete="username"
          aria-required
          value={email}
          onChange={(_, data) => {
            setEmail(data.value);
            clearFieldError('email');
          }}
        />
      </Field>
      <Field
        label={hu.login.password}
        validationState={errors.fields.password ? 'error' : 'none'}
        validationMessage={errors.fields.password}
      >
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          aria-required
          value={password}
          onChange={(_, data) => {
            setPassword(data.value);
            clearFieldError('password');
          }}
        />
      </Field>
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
