import { CountrySelect } from './country-select';
import { TextField } from './text-field';

export interface MobileFieldProps {
  id: string;
  label: string;
  placeholder?: string;
  dialingCode: string;
  onDialingCodeChange(code: string): void;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  testId?: string;
}

/** Country (flag + dialing code) and national mobile number in one control. */
export function MobileField({
  id,
  label,
  placeholder,
  dialingCode,
  onDialingCodeChange,
  value,
  onChange,
  error,
  testId = 'mobile',
}: MobileFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={32}
      testId={testId}
      before={
        <CountrySelect
          value={dialingCode}
          onChange={onDialingCodeChange}
          testId={`${testId}-country`}
        />
      }
    />
  );
}
