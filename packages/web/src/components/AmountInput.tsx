interface AmountInputProps {
  /** The typed text, kept as typed (a half-typed "12." must survive a render). */
  value: string;
  onChange: (text: string) => void;
  id?: string;
  /** The highest amount the field offers (the browser's stepper stops there). */
  max?: number;
  placeholder?: string;
  title?: string;
  /** Marks the field for assistive technology and the red outline. */
  invalid?: boolean;
  /** Classes of the caller's layout, beside the shared `input` look. */
  className?: string;
  testId?: string;
}

/**
 * A money amount in currency units (12.34): a number field with a decimal keypad on phones, from
 * zero up in steps of a cent. Parsing the text is the caller's (each form has its own rules).
 */
export function AmountInput({ value, onChange, invalid, className, testId, ...field }: AmountInputProps) {
  return (
    <input
      {...field}
      className={className ? `input ${className}` : 'input'}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      data-testid={testId}
    />
  );
}
