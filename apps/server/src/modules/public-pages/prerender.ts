import escapeHtml from 'escape-html';
import type { EventDetails, EventSummary, TicketInfo, Translations } from '@theatre/contracts';
import { localizedPath, type PageLocale } from '@theatre/contracts/shop-routes';
import { formatDateTime, formatPrice, translate } from '@theatre/i18n';

/*
 * The programme and the event page as the server sends them (decision 0061): their content in the
 * HTML before any script runs, for search engines, link previews and a phone's first paint. The
 * app takes the page over when its own is ready (apps/web/src/app/prerender-handoff.ts) and
 * removes this; until then it is shown as it is, inert.
 */

const e = escapeHtml;

/** A text in the page's language: English from `translations`, else the Hungarian (pure). */
export function translated(locale: PageLocale, hu: string, translations?: Translations | null) {
  const en = translations?.en;
  return locale === 'en' && en && en.trim() !== '' ? en : hu;
}

/** The styles of the server's page: plain, readable, the brand's colour; the app's own follow. */
const style =
  '<style>#prerender{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'max-width:72rem;margin:0 auto;padding:1rem;color:#1f1f1f;line-height:1.5}' +
  '#prerender h1{font-size:1.75rem;margin:0 0 1rem}#prerender h2{font-size:1.15rem;margin:.25rem 0}' +
  '#prerender a{color:#7a0f28}#prerender ul{list-style:none;padding:0;margin:0}' +
  '#prerender .pr-grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}' +
  '#prerender img{display:block;width:100%;height:auto;aspect-ratio:3/4;object-fit:cover;' +
  'border-radius:.5rem;background:#e9e6ee}#prerender .pr-event img{max-width:20rem}' +
  '#prerender p{margin:.25rem 0}' +
  '[data-mantine-color-scheme=dark] #prerender{color:#e8e8e8}' +
  '[data-mantine-color-scheme=dark] #prerender a{color:#f0a3b4}' +
  '#prerender~#root{display:none}</style>';

function wrap(content: string): string {
  return `${style}<div id="prerender">${content}</div>`;
}

function when(iso: string, locale: PageLocale): string {
  return `<time datetime="${e(iso)}">${e(formatDateTime(iso, locale))}</time>`;
}

function venueLine(event: EventSummary, locale: PageLocale): string {
  const venue = translated(locale, event.venue.name, event.venue.name_translations);
  const hall = translated(locale, event.hall.name, event.hall.name_translations);
  return hall && hall !== venue ? `${venue}, ${hall}` : venue;
}

/** What can be bought (pure): cancelled, sold out, not yet on sale, or the price. */
function saleLine(event: EventSummary, locale: PageLocale, prices: number[]): string {
  if (event.cancelled) return translate(locale, 'page_meta.cancelled');
  if (event.sold_out) return translate(locale, 'page_meta.sold_out');
  if (!event.on_sale) return translate(locale, 'page_meta.not_on_sale');
  if (prices.length === 0) {
    return event.min_price === null
      ? ''
      : translate(locale, 'page_meta.price_from', { price: formatPrice(event.min_price) });
  }
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? translate(locale, 'page_meta.price', { price: formatPrice(low) })
    : translate(locale, 'page_meta.price_range', {
        min: formatPrice(low),
        max: formatPrice(high),
      });
}

function poster(event: EventSummary, locale: PageLocale, size: 'card' | 'page'): string {
  const name = translated(locale, event.name, event.name_translations);
  const [width, height] = size === 'card' ? [300, 400] : [600, 800];
  const loading = size === 'card' ? ' loading="lazy"' : ' fetchpriority="high"';
  return (
    `<img src="${e(event.img_path)}" width="${width}" height="${height}"${loading} ` +
    `alt="${e(translate(locale, 'page_meta.poster_alt', { name }))}">`
  );
}

/** The programme (pure): every performance with its date, venue and prices, linked. */
export function prerenderProgramme(
  events: EventSummary[],
  locale: PageLocale,
  heading: string,
): string {
  if (events.length === 0) {
    return wrap(
      `<main><h1>${e(heading)}</h1><p>${e(translate(locale, 'page_meta.no_events'))}</p></main>`,
    );
  }
  const items = events.map((event, index) => {
    const href = localizedPath(`/events/${encodeURIComponent(event.url)}`, locale);
    const name = translated(locale, event.name, event.name_translations);
    const author = translated(locale, event.author, event.author_translations);
    // The first cards are in view on a phone: not lazy.
    const image = poster(event, locale, 'card');
    return (
      `<li><a href="${e(href)}">${index < 2 ? image.replace(' loading="lazy"', '') : image}</a>` +
      `<h2><a href="${e(href)}">${e(name)}</a></h2>` +
      (author ? `<p>${e(author)}</p>` : '') +
      `<p>${when(event.start_date, locale)} · ${e(venueLine(event, locale))}</p>` +
      `<p>${e(saleLine(event, locale, []))}</p></li>`
    );
  });
  return wrap(`<main><h1>${e(heading)}</h1><ul class="pr-grid">${items.join('')}</ul></main>`);
}

/** The event page (pure): the production, its date, venue, running time, prices and tickets. */
export function prerenderEvent(
  event: EventDetails,
  tickets: TicketInfo[],
  locale: PageLocale,
): string {
  const name = translated(locale, event.name, event.name_translations);
  const author = translated(locale, event.author, event.author_translations);
  const description = translated(locale, event.description, event.description_translations);
  const lines = [
    `<p>${when(event.start_date, locale)}</p>`,
    ...(event.moved_from !== null
      ? [
          `<p>${e(translate(locale, 'page_meta.moved', { date: formatDateTime(event.moved_from, locale) }))}</p>`,
        ]
      : []),
    `<p>${e(translate(locale, 'page_meta.venue'))}: ${e(venueLine(event, locale))} – ${e(event.venue.address)}</p>`,
    `<p>${e(translate(locale, 'page_meta.duration', { minutes: event.duration_minutes }))}</p>`,
    ...(event.age_limit !== null
      ? [`<p>${e(translate(locale, 'page_meta.age_limit', { age: event.age_limit }))}</p>`]
      : []),
    `<p><strong>${e(
      saleLine(
        event,
        locale,
        tickets.map((ticket) => ticket.price),
      ),
    )}</strong></p>`,
  ];
  const ticketList =
    tickets.length > 0 && !event.cancelled
      ? `<h2>${e(translate(locale, 'page_meta.tickets'))}</h2><ul>${tickets
          .map(
            (ticket) =>
              `<li>${e(translated(locale, ticket.name, ticket.name_translations))}: ${e(formatPrice(ticket.price))}</li>`,
          )
          .join('')}</ul>`
      : '';
  return wrap(
    `<main><article class="pr-event"><h1>${e(name)}</h1>` +
      (author ? `<p>${e(author)}</p>` : '') +
      poster(event, locale, 'page') +
      lines.join('') +
      // Sanitised when it was stored (Markdown rendered by the server, sanitize-html).
      `<div>${description}</div>` +
      ticketList +
      '</article></main>',
  );
}
