import { makeStyles } from '@fluentui/react-components';
import { fieldGrid } from '@/components/ui/tile-grid';
import { TextField } from '@/components/ui/form-field';
import { ZipCityFields } from '@/components/ui/zip-city-fields';
import { hu } from '@/i18n/hu';
import type { TeacherField, TeacherForm } from '../lib/teacher-form';

const useStyles = makeStyles({
  pair: fieldGrid('12rem'),
});

interface TeacherPersonalFieldsProps {
  form: TeacherForm;
  errors: Partial<Record<TeacherField, string>>;
  onChange: (field: TeacherField, value: string) => void;
}

/** Step 0 of the teacher application: who the applicant is and how to reach them. */
export function TeacherPersonalFields({ form, errors, onChange }: TeacherPersonalFieldsProps) {
  const styles = useStyles();
  const text = (field: TeacherField, label: string, props: { type?: 'email' | 'tel'; autoComplete: string }) => (
    <TextField label={label} error={errors[field]} name={field} {...props} value={(form[field] as string) ?? ''} onChange={(value) => onChange(field, value)} />
  );
  return (
    <>
      <div className={styles.pair}>
        {text('lastName', hu.forms.lastName, { autoComplete: 'family-name' })}
        {text('firstName', hu.forms.firstName, { autoComplete: 'given-name' })}
      </div>
      {text('email', hu.forms.email, { type: 'email', autoComplete: 'email' })}
      {text('phone', hu.forms.phone, { type: 'tel', autoComplete: 'tel' })}
      <ZipCityFields
        zip={form.zip}
        city={form.city}
        onZipChange={(zip) => onChange('zip', zip)}
        onCityChange={(city) => onChange('city', city)}
        zipError={errors.zip}
        cityError={errors.city}
      />
    </>
  );
}
