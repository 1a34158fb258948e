import { useState } from 'react';
import { hu } from '@/i18n/hu';
import { isValidEducationId } from '@backend/modules/accounts/domain/education-id';
import { FormField } from './form-field';
import { NumericInput } from './numeric-input';

interface SchoolIdFieldsProps {
  schoolOm: string;
  personalId: string;
  errors: { schoolOm?: string; personalId?: string };
  onChange: (field: 'schoolOm' | 'personalId', value: string) => void;
}

/** The school's OM id and the teacher's education id, with the checksum hint of SPEC §5. */
export function SchoolIdFields({ schoolOm, personalId, errors, onChange }: SchoolIdFieldsProps) {
  // SPEC §5: a failing checksum is only a hint, never a block. It waits until the id is complete
  // (11 digits) or the field is left, so it does not nag while typing.
  const [leftPersonalId, setLeftPersonalId] = useState(false);
  const judged = leftPersonalId || personalId.length >= 11;
  const checksumHint = judged && personalId.length > 0 && !isValidEducationId(personalId) ? hu.forms.personalIdChecksum : undefined;
  return (
    <>
      <FormField label={hu.forms.schoolOm} hint={hu.forms.schoolOmHint} error={errors.schoolOm}>
        <NumericInput name="schoolOm" aria-required maxDigits={6} value={schoolOm} onChange={(value) => onChange('schoolOm', value)} />
      </FormField>
      <FormField label={hu.forms.personalId} hint={hu.forms.personalIdHint} error={errors.personalId} warning={checksumHint}>
        <NumericInput
          name="personalId"
          aria-required
          maxDigits={20}
          value={personalId}
          onChange={(value) => onChange('personalId', value)}
          onBlur={() => setLeftPersonalId(true)}
        />
      </FormField>
    </>
  );
}
