import type { KeyboardEvent } from 'react';
import { Input, type InputProps } from '@fluentui/react-components';
import { digitsOnly } from '@/lib/validation';

export interface NumericInputProps extends Omit<InputProps, 'onChange' | 'value' | 'type'> {
  value: string;
  onChange: (digits: string) => void;
  /** At most this many digits. */
  maxDigits?: number;
}

/**
 * A digits-only text field with the phone number pad (SPEC §5 "numeric input"). Up and down arrow
 * keys are blocked, as on the original's number inputs, so a stray key press never changes the value.
 */
export function NumericInput({ value, onChange, maxDigits, onKeyDown, ...props }: NumericInputProps) {
  const blockArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') event.preventDefault();
    onKeyDown?.(event);
  };
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={props.autoComplete ?? 'off'}
      maxLength={maxDigits}
      value={value}
      onKeyDown={blockArrows}
      onChange={(_, data) => onChange(digitsOnly(data.value, maxDigits))}
    />
  );
}
