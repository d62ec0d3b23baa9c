import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, messageOf } from './api-error';

/**
 * Puts the server's `error.fields` messages under the matching inputs and
 * returns the message to show at form level when none of them matched (a
 * 401, a 429, a network error), or null when every problem sits on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  visibleFields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiRequestError)) return messageOf(error);
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const match = visibleFields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
