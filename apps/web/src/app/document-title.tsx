import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useSettingsStore } from '../features/layout/stores/settings-store';
import { useLocale } from '../lib/i18n';
import { usePageTitleStore } from '../lib/page-title';
import { titleKeyOf } from './route-handle';
import { setDocumentTitle } from './site-title';

/**
 * Keeps document.title right after the navigation too: when the page's own title (an event's name)
 * arrives, when the settings load and when the language changes.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const key = titleKeyOf(matches);
  const pageTitle = usePageTitleStore((state) => state.title);
  const settings = useSettingsStore((state) => state.settings);
  const locale = useLocale();
  useEffect(() => {
    setDocumentTitle(key, pageTitle);
  }, [key, pageTitle, settings, locale]);
  return null;
}
