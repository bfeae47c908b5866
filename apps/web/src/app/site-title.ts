import { useSettingsStore } from '../features/layout/stores/settings-store';
import { currentLocale, translate, type MessageKey } from '../lib/i18n';
import { formatDocumentTitle } from '../lib/page-title';
import { translated } from '../lib/translated';

/** `{page} · {theatre_name} – {brand_title}` from the persisted settings, in the current language. */
export function siteTitle(page: string | null): string {
  const settings = useSettingsStore.getState().settings;
  const brand = settings
    ? translated(currentLocale(), settings.brand_title, settings.brand_title_translations)
    : null;
  return formatDocumentTitle(page, settings?.theatre_name, brand);
}

export function setDocumentTitle(pageKey: MessageKey | null, pageTitle?: string | null): void {
  document.title = siteTitle(pageTitle ?? (pageKey ? translate(pageKey) : null));
}
