import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts a failed call's message under the form fields its API error names (`fields`: the form's
 * field names when the API uses the same ones, or the API's name -> the form's). Answers
 * whether any field got it; when none did, the form shows the message as its own error.
 */
export function placeApiError<T extends FieldValues>(
  error: unknown,
  message: string,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | Partial<Record<string, FieldPath<T>>>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const map: Partial<Record<string, FieldPath<T>>> = isList(fields)
    ? Object.fromEntries(fields.map((f) => [f, f]))
    : fields;
  const placed = new Set(
    Object.keys(error.fields)
      .map((name) => map[name])
      .filter((f): f is FieldPath<T> => f !== undefined),
  );
  placed.forEach((f) => setError(f, { type: 'manual', message }));
  return placed.size > 0;
}

const isList = <F>(fields: readonly F[] | object): fields is readonly F[] => Array.isArray(fields);
