import { SchoolIdFields } from '@/components/ui/school-id-fields';
import { LoadedSchoolPicker } from '@/components/ui/loaded-school-picker';
import type { TeacherField, TeacherForm } from '../lib/teacher-form';
import { PrivacyCheckbox } from './privacy-checkbox';

interface TeacherSchoolFieldsProps {
  form: TeacherForm;
  errors: Partial<Record<TeacherField, string>>;
  onChange: (field: TeacherField, value: string | null) => void;
  onPrivacyChange: (accepted: boolean) => void;
}

/** Step 1 of the teacher application: school, OM id, education id and the privacy notice. */
export function TeacherSchoolFields({ form, errors, onChange, onPrivacyChange }: TeacherSchoolFieldsProps) {
  return (
    <>
      <LoadedSchoolPicker
        value={form.schoolId}
        onChange={(school) => onChange('schoolId', school?.id ?? null)}
        error={errors.schoolId}
      />
      <SchoolIdFields schoolOm={form.schoolOm} personalId={form.personalId} errors={errors} onChange={onChange} />
      <PrivacyCheckbox checked={form.privacyAccepted} onChange={onPrivacyChange} />
    </>
  );
}
