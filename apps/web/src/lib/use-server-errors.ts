import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { NetworkError } from './api-error';
import { serverErrors } from './form-errors';
import { noAnswerMessage } from './no-answer';

/**
 * Puts a 422 reply's messages under the form's fields (focusing the first) and keeps the rest as
 * the form's own message; no response at all gives the form `networkMessage`, or after the timeout
 * the timeout's text (the API client shows none, docs/product.md §8). Returns the reply's code (e.g. `email_not_verified`) for the caller.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  networkMessage: string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const apply = useCallback(
    (error: unknown): string | undefined => {
      if (error instanceof NetworkError) {
        setFormError(noAnswerMessage(error, networkMessage));
        return undefined;
      }
      const result = serverErrors(error, formFields);
      if (!result) {
        setFormError(null);
        return undefined;
      }
      result.fields.forEach(([field, message], index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFormError(result.form);
      return result.code;
    },
    [setError, formFields, networkMessage],
  );
  const clearFormError = useCallback(() => {
    setFormError(null);
  }, []);
  return { formError, applyServerErrors: apply, clearFormError };
}
