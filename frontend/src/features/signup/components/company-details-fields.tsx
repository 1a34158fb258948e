import { Field, Input, Textarea } from '@fluentui/react-components';
import { NumericInput } from '@/components/ui/numeric-input';
import { ZipCityFields } from '@/components/ui/zip-city-fields';
import { hu } from '@/i18n/hu';
import { fieldState } from '@/lib/form-errors';
import type { CompanyField, CompanyForm } from '../company-form';

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
      <Field label={c.name} {...fieldState(errors.name)}>
        <Input name="name" aria-required autoComplete="organization" value={form.name} onChange={(_, d) => onChange('name', d.value)} />
      </Field>
      <Field label={c.website} {...fieldState(errors.website)}>
        <Input
          name="website"
          aria-required
          type="url"
          inputMode="url"
          autoComplete="url"
          value={form.website}
          onChange={(_, d) => onChange('website', d.value)}
        />
      </Field>
      <ZipCityFields
        zip={form.zip}
        city={form.city}
        onZipChange={(zip) => onChange('zip', zip)}
        onCityChange={(city) => onChange('city', city)}
        zipError={errors.zip}
        cityError={errors.city}
      />
      <Field label={c.activities} hint={c.activitiesHint} {...fieldState(errors.activities)}>
        <Textarea name="activities" aria-required resize="vertical" value={form.activities} onChange={(_, d) => onChange('activities', d.value)} />
      </Field>
      <Field label={c.teacherCount} {...fieldState(errors.teacherCount)}>
        <NumericInput name="teacherCount" aria-required maxDigits={5} value={form.teacherCount} onChange={(value) => onChange('teacherCount', value)} />
      </Field>
      <Field label={c.optionals} hint={c.optionalsHint} {...fieldState(errors.optionals)}>
        <Textarea name="optionals" resize="vertical" value={form.optionals} onChange={(_, d) => onChange('optionals', d.value)} />
      </Field>
    </>
  );
}

/** Step 1 of the company application: the contact person. */
export function CompanyContactFields({ form, errors, onChange }: CompanyFieldsProps) {
  return (
    <>
      <Field label={c.contactName} {...fieldState(errors.contactName)}>
        <Input name="contactName" aria-required autoComplete="name" value={form.contactName} onChange={(_, d) => onChange('contactName', d.value)} />
      </Field>
      <Field label={c.contactEmail} {...fieldState(errors.contactEmail)}>
        <Input
          name="contactEmail"
          aria-required
          type="email"
          autoComplete="email"
          value={form.contactEmail}
          onChange={(_, d) => onChange('contactEmail', d.value)}
        />
      </Field>
      <Field label={c.contactPhone} {...fieldState(errors.contactPhone)}>
        <Input
          name="contactPhone"
          aria-required
          type="tel"
          autoComplete="tel"
          value={form.contactPhone}
          onChange={(_, d) => onChange('contactPhone', d.value)}
        />
      </Field>
    </>
  );
}
