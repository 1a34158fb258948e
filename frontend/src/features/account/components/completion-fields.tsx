import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/form-field';
import { SchoolIdFields } from '@/components/ui/school-id-fields';
import { hu } from '@/i18n/hu';

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
  /** The school picker, above the OM id as on the teacher application. */
  school: ReactNode;
}

/** Phone, school, school OM id and education id of the completion page (the checksum is only a hint). */
export function CompletionFields({ value, errors, onChange, school }: CompletionFieldsProps) {
  return (
    <>
      <TextField
        label={hu.forms.phone}
        error={errors.phone}
        type="tel"
        name="phone"
        autoComplete="tel"
        value={value.phone}
        onChange={(phone) => onChange('phone', phone)}
      />
      {school}
      <SchoolIdFields schoolOm={value.schoolOm} personalId={value.personalId} errors={errors} onChange={onChange} />
    </>
  );
}
