import { Field, Input } from '@fluentui/react-components';
import { SchoolIdFields } from '@/components/ui/school-id-fields';
import { hu } from '@/i18n/hu';
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
      <SchoolIdFields schoolOm={value.schoolOm} personalId={value.personalId} errors={errors} onChange={onChange} />
    </>
  );
}
