import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useServerErrors as useFormServerErrors } from '../../../lib/use-server-errors';
import { useAccountTranslation } from './use-account-translation';

/** The shared server-error handling of forms (lib), with the account pages' network message. */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
) {
  const { t } = useAccountTranslation();
  return useFormServerErrors(setError, formFields, t('common.network_error'));
}
