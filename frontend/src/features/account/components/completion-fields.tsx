import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { NumericInput } from '@/components/ui/numeric-input';
import { hu } from '@/i18n/hu';
import { isValidEducationId } from '@/lib/education-id';
import { fieldState } from '@/lib/form-errors';

export interface CompletionValues {
  phone: string;
  schoolOm: string;
  personalId: string;
}
export type CompletionField = keyof CompletionValues;

interface CompletionFieldsProps {
  value: CompletionValues;
  errors: Partial<Record<CompletionField, string>>;
  onChange: (field: CompletionField, value: string) => void;
}

/** Phone, school OM id and education id of the completion page (the checksum is only a hint). */
export function CompletionFields({ value, errors, onChange }: CompletionFieldsProps) {
  const [leftPersonalId, setLeftPersonalId] = useState(false);
  const judged = leftPersonalId || value.personalId.length >= 11;
  const checksumHint =
    judged && value.personalId.length > 0 && !isValidEducationId(value.personalId) ? hu.forms.personalIdChecksum : undefined;
  return (
    <>
      <Field label={hu.forms.phone} {...fieldState(errors.phone)}>
        <Input
          type="tel"
          name="phone"
          autoComplete="tel"
          aria-required
          value={value.phone}
          onChange={(_, data) => onChange('phone', data.value)}
        />
      </Field>
      <Field label={hu.forms.schoolOm} hint={hu.forms.schoolOmHint} {...fieldState(errors.schoolOm)}>
        <NumericInput name="schoolOm" aria-required maxDigits={6} value={value.schoolOm} onChange={(v) => onChange('schoolOm', v)} />
      </Field>
      <Field
        label={hu.forms.personalId}
        hint={hu.forms.personalIdHint}
        {...(errors.personalId ? fieldState(errors.personalId) : fieldState(checksumHint, 'warning'))}
      >
        <NumericInput
          name="personalId"
          aria-required
          maxDigits={20}
          value={value.personalId}
          onChange={(v) => onChange('personalId', v)}
          onBlur={() => setLeftPersonalId(true)}
        />
      </Field>
    </>
  );
}
