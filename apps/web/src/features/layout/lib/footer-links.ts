import type { FooterLink } from '@theatre/contracts';
import type { Locale } from '@theatre/i18n';
import { paths } from '../../../config/paths';
import { translated } from '../../../lib/translated';

export interface PageLink {
  id: number;
  label: string;
  to: string;
}

/** Footer links split by type (info versus document), in the chosen language (pure). */
export function splitFooterLinks(
  links: readonly FooterLink[],
  locale: Locale,
): { info: PageLink[]; documents: PageLink[] } {
  const info: PageLink[] = [];
  const documents: PageLink[] = [];
  for (const link of links) {
    const item = {
      id: link.id,
      label: translated(locale, link.name, link.name_translations),
      to: paths.document(link.id),
    };
    switch (link.type) {
      case 'info':
        info.push(item);
        break;
      case 'document':
        documents.push(item);
        break;
    }
  }
  return { info, documents };
}
