import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * A react-hook-form error as text. A zod rule's message is an i18n key (translated here with the
 * form's `t`) or, for a rule whose text carries values ("6 to 20 characters"), the text its
 * form's hook already translated (shown as it is, as is a message the page set itself with
 * `setError`: a server's message).
 */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | null {
  if (!error?.message) return null;
  return error.type === 'manual' || !error.type
    ? error.message
    : t(error.message, { defaultValue: error.message });
}
