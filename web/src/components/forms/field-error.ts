import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * A react-hook-form error as text: a zod rule's message is an i18n key (translated here with
 * the form's `t`); one the page set itself (`setError`: a server's message, already translated)
 * is shown as it is.
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | null {
  if (!error?.message) return null;
  return error.type === 'manual' || !error.type ? error.message : t(error.message);
}
