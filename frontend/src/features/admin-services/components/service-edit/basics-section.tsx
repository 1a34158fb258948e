import { huAdmin } from '@/i18n/hu-admin';
import { FormSection } from './form-section';
import { LazyRichTextField } from './lazy-rich-text-field';
import { TextField } from './text-field';
import type { DraftProps } from './use-service-draft';

/** Name, the card's short text and the detail dialog's long (HTML) text. */
export function BasicsSection(props: DraftProps) {
  const t = huAdmin.adminServices.edit;
  return (
    <FormSection title={t.sections.basics}>
      <TextField {...props} name="name" label={t.name} required />
      <TextField {...props} name="description" label={t.description} hint={t.descriptionHint} rows={2} />
      <LazyRichTextField {...props} name="text" label={t.text} hint={t.htmlHint} />
    </FormSection>
  );
}
