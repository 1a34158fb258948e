import { Field, Input } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';

/** The account's e-mail, shown but not editable; also lets password managers file the new password. */
export function FixedEmail({ email, hint }: { email: string; hint?: string }) {
  return (
    <Field label={huMember.account.email} hint={hint}>
      <Input type="email" name="username" autoComplete="username" appearance="filled-darker" value={email} readOnly />
    </Field>
  );
}
