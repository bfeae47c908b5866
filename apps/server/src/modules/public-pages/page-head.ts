import escapeHtml from 'escape-html';
import { localizedPath, pageLocales, type PageLocale } from '@theatre/contracts/shop-routes';

/** What a page says about itself to search engines and link previews (decision 0061). */
export interface PageMeta {
  locale: PageLocale;
  /** The page's path without its language (`/events/bank-ban`), for its addresses. */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** Kept out of search results (the cart, the profile, payment, links with tokens, 404s). */
  noindex: boolean;
  /** The picture a link preview shows: the poster, with its size. */
  image?: { url: string; width: number; height: number; alt: string; type?: string };
  /** The page's schema.org data (JSON-LD). */
  structuredData?: unknown;
}

/** An absolute address of the shop (pure): PUBLIC_URL and a path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

const ogLocales: Record<PageLocale, string> = { hu: 'hu_HU', en: 'en_GB' };

/** JSON inside a script element: `<` escaped, so no value can close the element (pure). */
export function jsonScript(type: string, value: unknown): string {
  return `<script type="${type}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The tags at the end of a page's `<head>` (pure): its title and description, its canonical
 * address and its alternates in each language (x-default: Hungarian, the shop's own), Open Graph
 * and Twitter cards (the poster with its size), and structured data.
 */
export function pageHead(meta: PageMeta, publicUrl: string): string {
  const e = escapeHtml;
  const canonical = absoluteUrl(publicUrl, localizedPath(meta.path, meta.locale));
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
  ];
  if (meta.noindex) {
    tags.push('<meta name="robots" content="noindex, nofollow">');
  } else {
    tags.push(`<link rel="canonical" href="${e(canonical)}">`);
    for (const locale of pageLocales) {
      const href = absoluteUrl(publicUrl, localizedPath(meta.path, locale));
      tags.push(`<link rel="alternate" hreflang="${locale}" href="${e(href)}">`);
    }
    const fallback = absoluteUrl(publicUrl, localizedPath(meta.path, 'hu'));
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(fallback)}">`);
  }
  tags.push(
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(meta.siteName)}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:locale" content="${ogLocales[meta.locale]}">`,
    ...pageLocales
      .filter((locale) => locale !== meta.locale)
      .map((locale) => `<meta property="og:locale:alternate" content="${ogLocales[locale]}">`),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
  );
  if (meta.image) {
    const image = absoluteUrl(publicUrl, meta.image.url);
    tags.push(
      `<meta property="og:image" content="${e(image)}">`,
      `<meta property="og:image:width" content="${meta.image.width}">`,
      `<meta property="og:image:height" content="${meta.image.height}">`,
      `<meta property="og:image:alt" content="${e(meta.image.alt)}">`,
      ...(meta.image.type
        ? [`<meta property="og:image:type" content="${e(meta.image.type)}">`]
        : []),
      `<meta name="twitter:image" content="${e(image)}">`,
      `<meta name="twitter:image:alt" content="${e(meta.image.alt)}">`,
    );
  }
  if (meta.structuredData !== undefined) {
    tags.push(jsonScript('application/ld+json', meta.structuredData));
  }
  return tags.join('');
}
