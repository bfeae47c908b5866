import XMLBuilder from 'fast-xml-builder';
import { localizedPath, pageLocales } from '@theatre/contracts/shop-routes';
import type { Db } from '../../db/database.js';
import { listIndexableEventPages } from '../catalog/list-indexable-event-pages.js';
import { absoluteUrl } from './page-head.js';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[];
}

/** One page's entries, one per language, each naming every language's address (pure). */
function entriesOf(publicUrl: string, path: string, lastmod?: Date): SitemapUrl[] {
  const alternates = [
    ...pageLocales.map((locale) => ({
      '@_rel': 'alternate',
      '@_hreflang': locale,
      '@_href': absoluteUrl(publicUrl, localizedPath(path, locale)),
    })),
    {
      '@_rel': 'alternate',
      '@_hreflang': 'x-default',
      '@_href': absoluteUrl(publicUrl, localizedPath(path, 'hu')),
    },
  ];
  return pageLocales.map((locale) => ({
    loc: absoluteUrl(publicUrl, localizedPath(path, locale)),
    ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
    'xhtml:link': alternates,
  }));
}

/**
 * /sitemap.xml (decision 0061): the programme and every published performance page (VIP-only
 * ones left out), in both languages, each with its alternates and, for a performance, when it
 * last changed. The programme's last change is its newest performance's.
 */
export async function buildSitemap(db: Db, publicUrl: string): Promise<string> {
  const events = await listIndexableEventPages(db);
  const newest = events.reduce<Date | undefined>(
    (latest, event) => (!latest || event.updatedAt > latest ? event.updatedAt : latest),
    undefined,
  );
  const urls = [
    ...entriesOf(publicUrl, '/', newest),
    ...events.flatMap((event) =>
      entriesOf(publicUrl, `/events/${encodeURIComponent(event.url)}`, event.updatedAt),
    ),
  ];
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: false,
    suppressEmptyNode: true,
  });
  const body = builder.build({
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url: urls,
    },
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/** Pages search engines are asked to leave alone: personal, one-off or staff pages, in both languages. */
const disallowed = [
  '/admin',
  '/cart',
  '/profile',
  '/payment/',
  '/documents/',
  '/preview/',
  '/reset-password/',
  '/verify-email/',
  '/performance-move/',
  '/refund-bank-details/',
  '/erase-account',
  '/api/',
  '/dev/',
];

/** /robots.txt (pure): everything but the pages above, and where the sitemap is. */
export function buildRobots(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of disallowed) {
    lines.push(`Disallow: ${path}`);
    if (!path.startsWith('/api/') && !path.startsWith('/dev/')) {
      lines.push(`Disallow: ${localizedPath(path, 'en')}`);
    }
  }
  lines.push('Allow: /', '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, '');
  return lines.join('\n');
}
