import { webAdminCatalogs } from '@theatre/i18n/web-admin';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../../lib/i18n';

// The back office's texts arrive with its chunks, never with the shop's first load.
registerNamespace('admin', webAdminCatalogs);

/** `t` over the `admin` namespace (`t('overview.title')`). */
export function useAdminTranslation() {
  return useTranslation('admin');
}
