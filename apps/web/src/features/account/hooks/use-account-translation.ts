import { validationCatalogs, webAccountCatalogs } from '@theatre/i18n/web-account';
import { useTranslation } from 'react-i18next';
import { registerNamespace, registerTranslations } from '../../../lib/i18n';

// The account pages' texts travel with their lazy chunk (not in the first load): registered when
// this module is evaluated, before any account page renders. With them the validation texts of
// the form checks (`validation.*` of the main namespace).
registerNamespace('account', webAccountCatalogs);
registerTranslations('validation.required', validationCatalogs);

/** `t` over the `account` namespace (`t('login.title')`). */
export function useAccountTranslation() {
  return useTranslation('account');
}
