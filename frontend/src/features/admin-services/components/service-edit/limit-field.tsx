import { useState } from 'react';
import { Input } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { huAdmin } from '@/i18n/hu-admin';
import { parseLimit } from '../../lib/service-form';

interface LimitFieldProps {
  limit: number;
  error?: string;
  /** A valid limit while typing. */
  onLimit: (limit: number) => void;
  /** The text as left: the limit rule decides (non-numeric or zero turns the limit off). */
  onBlur: (text: string) => void;
}

/** The number of seats, typed freely; what is not a positive number counts only on blur. */
export function LimitField({ limit, error, onLimit, onBlur }: LimitFieldProps) {
  const t = huAdmin.adminServices.edit;
  const [text, setText] = useState(String(limit));
  const [focused, setFocused] = useState(false);
  // Another limit was set from outside (a reload, a rule): show it, unless the text already means it.
  if (!focused && parseLimit(text) !== limit) setText(String(limit));
  return (
    <FormField label={t.limit} hint={t.limitHint} error={error}>
      <Input
        inputMode="numeric"
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          const parsed = parseLimit(data.value);
          if (parsed !== null) onLimit(parsed);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur(text);
        }}
      />
    </FormField>
  );
}
