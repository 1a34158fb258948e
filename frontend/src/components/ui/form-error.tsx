import { useId } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { FORM_ERROR } from '@/lib/focus-targets';

/**
 * A form's own error, above its fields (network, rate limit, bot check): an alert, read out when it
 * appears, and where a failed submit's focus lands when no field is in error (`useFormFocus`).
 */
export function FormError({ message }: { message?: string }) {
  const bodyId = useId();
  if (!message) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert" aria-labelledby={bodyId} tabIndex={-1} {...FORM_ERROR}>
      <MessageBarBody id={bodyId}>{message}</MessageBarBody>
    </MessageBar>
  );
}
