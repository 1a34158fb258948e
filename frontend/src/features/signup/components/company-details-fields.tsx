import { Textarea } from '@fluentui/react-components';
import { FormField, TextField } from '@/components/ui/form-field';
import { NumericInput } from '@/components/ui/numeric-input';
import { ZipCityFields } from '@/components/ui/zip-city-fields';
import { hu } from '@/i18n/hu';
import type { CompanyField, CompanyForm } from '../lib/company-form';

interface CompanyFieldsProps {
  form: CompanyForm;
  errors: Partial<Record<CompanyField, string>>;
  onChange: (field: CompanyField, value: string) => void;
}

const c = hu.companySignup;

/** Step 0 of the company application: the company and what it offers. */
export function CompanyDetailsFields({ form, errors, onChange }: CompanyFieldsProps) {
  return (
    <>
      <TextField label={c.name} error={errors.name} name="name" autoComplete="organization" value={form.name} onChange={(value) => onChange('name', value)} />
      <TextField
        label={c.website}
        error={errors.website}
        name="website"
        type="url"
        inputMode="url"
        autoComplete="url"
        value={form.website}
        onChange={(value) => onChange('website', value)}
      />
      <ZipCityFields
        zip={form.zip}
        city={form.city}
        onZipChange={(zip) => onChange('zip', zip)}
        onCityChange={(city) => onChange('city', city)}
        zipError={errors.zip}
        cityError={errors.city}
      />
      <FormField label={c.activities} hint={c.activitiesHint} error={errors.activities}>
        <Textarea name="activities" aria-required resize="vertical" value={form.activities} onChange={(_, d) => onChange('activities', d.value)} />
      </FormField>
      <FormField label={c.teacherCount} error={errors.teacherCount}>
        <NumericInput name="teacherCount" aria-required maxDigits={5} value={form.teacherCount} onChange={(value) => onChange('teacherCount', value)} />
      </FormField>
      <FormField label={c.optionals} hint={c.optionalsHint} error={errors.optionals}>
        <Textarea name="optionals" resize="vertical" value={form.optionals} onChange={(_, d) => onChange('optionals', d.value)} />
      </FormField>
    </>
  );
}

/** Step 1 of the company application: the contact person. */
export function CompanyContactFields({ form, errors, onChange }: CompanyFieldsProps) {
  const text = (field: 'contactName' | 'contactEmail' | 'contactPhone', label: string, props: { type?: 'email' | 'tel'; autoComplete: string }) => (
    <TextField label={label} error={errors[field]} name={field} {...props} value={form[field]} onChange={(value) => onChange(field, value)} />
  );
  return (
    <>
      {text('contactName', c.contactName, { autoComplete: 'name' })}
      {text('contactEmail', c.contactEmail, { type: 'email', autoComplete: 'email' })}
      {text('contactPhone', c.contactPhone, { type: 'tel', autoComplete: 'tel' })}
    </>
  );
}
