import { TextField } from '@/components/ui/form-field';
import { huMember } from '@/i18n/hu-member';

/** The account's e-mail, shown but not editable; also lets password managers file the new password. */
export function FixedEmail({ email, hint }: { email: string; hint?: string }) {
  return (
    <TextField
      label={huMember.account.email}
      hint={hint}
      required={false}
      type="email"
      name="username"
      autoComplete="username"
      appearance="filled-darker"
      value={email}
      readOnly
    />
  );
}
