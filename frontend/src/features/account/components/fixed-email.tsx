import { Field, Input } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';

/** The account's e-mail, shown but not editable; also lets password managers file the new password. */
export function FixedEmail({ email, hint }: { email: string; hint?: string }) {
  return (
    <Field label={hu.account.email} hint={hint}>
      <Input type="email" name="username" autoComplete="username" appearance="filled-darker" value={email} readOnly />
    </Field>
  );
}
