import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error';
import { TextField, type TextFieldProps } from './text-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Rewrites what is typed before the form keeps it (e.g. digits only). */
  transform?(value: string): string;
};

/** A react-hook-form text input: `TextField` bound to the form, its rule's message translated. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(value) => field.onChange(transform ? transform(value) : value)}
          onBlur={field.onBlur}
          error={fieldErrorText(fieldState.error, t)}
        />
      )}
    />
  );
}
