import { validationCatalogs, webBillingCatalogs } from '@theatre/i18n/web-billing';
import { useTranslation } from 'react-i18next';
import { registerNamespace, registerTranslations } from '../../lib/i18n';

// The billing fields' texts travel with the lazy chunks that show them (the profile, the
// checkout), not with the first load; with them the validation texts of the form checks.
registerNamespace('billing', webBillingCatalogs);
registerTranslations('validation.required', validationCatalogs);

/** `t` over the `billing` namespace (`t('zip')`). */
export function useBillingTranslation() {
  return useTranslation('billing');
}
