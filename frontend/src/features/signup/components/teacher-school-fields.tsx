import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { NumericInput } from '@/components/ui/numeric-input';
import { SchoolPicker } from '@/components/ui/school-picker';
import { hu } from '@/i18n/hu';
import { useSchools } from '@/lib/api/get-schools';
import { isValidEducationId } from '@/lib/education-id';
import { fieldState } from '@/lib/form-errors';
import type { TeacherField, TeacherForm } from '../teacher-form';
import { PrivacyCheckbox } from './privacy-checkbox';

interface TeacherSchoolFieldsProps {
  form: TeacherForm;
  errors: Partial<Record<TeacherField, string>>;
  onChange: (field: TeacherField, value: string | null) => void;
  onPrivacyChange: (accepted: boolean) => void;
}

/** Step 1 of the teacher application: school, OM id, education id and the privacy notice. */
export function TeacherSchoolFields({ form, errors, onChange, onPrivacyChange }: TeacherSchoolFieldsProps) {
  const schools = useSchools();
  // SPEC §5: a failing checksum is only a hint, never a block. It waits until the id is complete
  // (11 digits) or the field is left, so it does not nag while typing.
  const [leftPersonalId, setLeftPersonalId] = useState(false);
  const judged = leftPersonalId || form.personalId.length >= 11;
  const checksumHint =
    judged && form.personalId.length > 0 && !isValidEducationId(form.personalId) ? hu.forms.personalIdChecksum : undefined;
  return (
    <>
      <SchoolPicker
        schools={schools.data ?? []}
        loading={schools.isPending}
        onRetry={schools.isError ? () => void schools.refetch() : undefined}
        value={form.schoolId}
        onChange={(school) => onChange('schoolId', school?.id ?? null)}
        error={errors.schoolId}
      />
      <Field label={hu.forms.schoolOm} hint={hu.forms.schoolOmHint} {...fieldState(errors.schoolOm)}>
        <NumericInput name="schoolOm" aria-required maxDigits={6} value={form.schoolOm} onChange={(value) => onChange('schoolOm', value)} />
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
          value={form.personalId}
          onChange={(value) => onChange('personalId', value)}
          onBlur={() => setLeftPersonalId(true)}
        />
      </Field>
      <PrivacyCheckbox checked={form.privacyAccepted} onChange={onPrivacyChange} />
    </>
  );
}
