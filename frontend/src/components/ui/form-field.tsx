import { Field, Input, type FieldProps, type InputProps } from '@fluentui/react-components';

interface FormFieldProps {
  /** Left out only where the control names itself (`aria-label`), e.g. a heading's text edited in place. */
  label?: string;
  hint?: FieldProps['hint'];
  /** Marks the label with an asterisk and the control as required to assistive technology. */
  required?: boolean;
  /** `horizontal` puts the label beside the control (a table's page size). */
  orientation?: FieldProps['orientation'];
  /**
   * What is wrong, in Hungarian (from `i18n/`): the control is marked invalid and the text is read
   * with it, and a failed submit's focus lands here (`useFormFocus`).
   */
  error?: string;
  /** In error without a text of its own (the password of a mismatched pair: its confirmation explains). */
  invalid?: boolean;
  /** A note that does not block (the education id's checksum). */
  warning?: string;
  className?: string;
  /** The control: Fluent's Input, Textarea, our NumericInput or picker, which take label and state from the field. */
  children: FieldProps['children'];
}

/**
 * The one form field of the site: label, hint, control and its Hungarian error (or warning) text.
 * Every Fluent `Field` is written here (ESLint refuses it elsewhere): the error marks the control
 * `aria-invalid`, which is where `useFormFocus` sends a failed submit's focus.
 */
export function FormField({ error, invalid = false, warning, children, ...field }: FormFieldProps) {
  const inError = Boolean(error) || invalid;
  return (
    <Field
      {...field}
      validationState={inError ? 'error' : warning ? 'warning' : 'none'}
      validationMessage={inError ? error : warning}
    >
      {children}
    </Field>
  );
}

interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'required' | 'children'> {
  label: string;
  hint?: FieldProps['hint'];
  error?: string;
  value: string;
  /** Left out for a read-only field. */
  onChange?: (value: string) => void;
  /** Said to assistive technology (every field of our forms is required unless told otherwise). */
  required?: boolean;
}

/** A FormField holding a text input, the common case (the input's own props, `className` too, go to the input). */
export function TextField({ label, hint, error, value, onChange, required = true, ...input }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input {...input} aria-required={required || undefined} value={value} onChange={onChange && ((_, data) => onChange(data.value))} />
    </FormField>
  );
}
