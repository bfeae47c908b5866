import type { EventSummary, PublicSettings } from '@theatre/contracts';
import { formatDocumentTitle } from '@theatre/contracts/page-title';
import {
  localizedPath,
  matchShopPage,
  pageLocaleOf,
  type PageLocale,
  type ShopPageName,
} from '@theatre/contracts/shop-routes';
import { formatDateTime, translate, type MessageKey } from '@theatre/i18n';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { getEvent } from '../catalog/get-event.js';
import { ticketInfosOf } from '../catalog/list-ticket-infos.js';
import type { StaticData } from '../static-files/static-data.js';
import { eventStructuredData, plainText } from './event-structured-data.js';
import { absoluteUrl, pageHead, type PageMeta } from './page-head.js';
import { prerenderEvent, prerenderProgramme, translated } from './prerender.js';
import { posterImageOf } from './poster-image-size.js';

/** A page as the server sends it (decision 0061). */
export interface BuiltPage {
  locale: PageLocale;
  status: number;
  /** Tags for the end of `<head>`. */
  head: string;
  /** The page's content before the app's root (the programme, an event), or ''. */
  body: string;
}

export interface BuildPageDeps {
  db: Db;
  clock: Clock;
  staticData: StaticData;
  publicUrl: string;
  postersDir: string;
}

/** Pages kept out of search results: personal, one-off links, or the back office. */
const privatePages = new Set<ShopPageName>([
  'preview',
  'document',
  'resetPassword',
  'verifyEmail',
  'cart',
  'profile',
  'paymentReturn',
  'paymentPending',
  'paymentSuccess',
  'performanceMove',
  'refundBankDetails',
  'eraseAccount',
]);

const titleKeys: Record<ShopPageName, MessageKey> = {
  home: 'pages.home',
  event: 'pages.event',
  eventInfo: 'pages.event',
  preview: 'pages.preview',
  document: 'pages.document',
  login: 'pages.login',
  register: 'pages.register',
  magicLink: 'pages.magic_link',
  forgotPassword: 'pages.forgot_password',
  resetPassword: 'pages.reset_password',
  verifyEmail: 'pages.verify_email',
  cart: 'pages.cart',
  profile: 'pages.profile',
  paymentReturn: 'pages.payment',
  paymentPending: 'pages.payment',
  paymentSuccess: 'pages.payment',
  performanceMove: 'pages.performance_move',
  refundBankDetails: 'pages.refund_bank_details',
  eraseAccount: 'pages.erase_account',
};

/**
 * The page at `url` as the server sends it, in the language of its address: its title,
 * description, addresses, link-preview tags and, for the programme and a performance, its content
 * and (for a performance) its schema.org data. An event that is not there is a 404 page. The
 * programme is left out in maintenance (the app says the shop is closed).
 */
export async function buildPage(
  deps: BuildPageDeps,
  url: string,
  options: { maintenance: boolean },
): Promise<BuiltPage> {
  const { locale, path } = pageLocaleOf(url.split('?')[0] ?? '/');
  const settings = (await deps.staticData.load('public_settings.json')).value as PublicSettings;
  const brand = translated(locale, settings.brand_title, settings.brand_title_translations);
  const siteName = formatDocumentTitle(null, settings.theatre_name, brand);
  const description = translate(locale, 'page_meta.description_page', {
    theatre: settings.theatre_name,
  });
  const base = { locale, path, siteName, description };
  const lower = path.toLowerCase();
  if (lower === '/admin' || lower.startsWith('/admin/')) {
    return built(deps, { ...base, title: siteName, noindex: true }, '', 200);
  }
  const match = matchShopPage(path);
  if (!match) {
    const title = formatDocumentTitle(
      translate(locale, 'pages.not_found'),
      settings.theatre_name,
      brand,
    );
    return built(deps, { ...base, title, noindex: true }, '', 404);
  }
  const titled = (page: string) => formatDocumentTitle(page, settings.theatre_name, brand);
  if (match.name === 'home') {
    const heading = translate(locale, 'page_meta.programme');
    const meta: PageMeta = {
      ...base,
      title: titled(heading),
      description: translate(locale, 'page_meta.description_home', {
        theatre: settings.theatre_name,
      }),
      noindex: false,
    };
    if (options.maintenance) return built(deps, meta, '', 200);
    const events = (await deps.staticData.load('programs.json')).value as EventSummary[];
    return built(deps, meta, prerenderProgramme(events, locale, heading), 200);
  }
  if ((match.name === 'event' || match.name === 'eventInfo') && !options.maintenance) {
    return eventPage(
      deps,
      { ...base, settings, brand },
      match.params['id'] ?? '',
      match.name === 'eventInfo' ? '/info' : '',
    );
  }
  return built(
    deps,
    {
      ...base,
      title: titled(translate(locale, titleKeys[match.name])),
      noindex: privatePages.has(match.name),
    },
    '',
    200,
  );
}

async function eventPage(
  deps: BuildPageDeps,
  base: {
    locale: PageLocale;
    path: string;
    siteName: string;
    description: string;
    settings: PublicSettings;
    brand: string;
  },
  idOrUrl: string,
  suffix: string,
): Promise<BuiltPage> {
  const { locale, settings } = base;
  let event;
  try {
    event = await getEvent(deps.db, deps.clock, decodeURIComponent(idOrUrl));
  } catch (error) {
    if (!(error instanceof AppError) && !(error instanceof URIError)) throw error;
    const title = formatDocumentTitle(
      translate(locale, 'pages.not_found'),
      settings.theatre_name,
      base.brand,
    );
    return built(deps, { ...base, title, noindex: true }, '', 404);
  }
  const tickets = (await ticketInfosOf(deps.db, event.id)).filter((ticket) => !ticket.vip_only);
  const name = translated(locale, event.name, event.name_translations);
  const author = translated(locale, event.author, event.author_translations);
  const venueName = translated(locale, event.venue.name, event.venue.name_translations);
  // One address per performance: its slug, whatever the visitor typed (an id, other letter case).
  const path = `/events/${encodeURIComponent(event.url)}${suffix}`;
  const url = absoluteUrl(deps.publicUrl, localizedPath(path, locale));
  const image = await posterImageOf(deps.postersDir, event.img_path);
  const alt = translate(locale, 'page_meta.poster_alt', { name });
  const meta: PageMeta = {
    ...base,
    path,
    title: formatDocumentTitle(name, settings.theatre_name, base.brand),
    description: translate(locale, 'page_meta.description_event', {
      name: author ? `${author}: ${name}` : name,
      date: formatDateTime(event.start_date, locale),
      venue: venueName,
    }),
    noindex: false,
    image: { ...image, alt },
    structuredData: eventStructuredData({
      event,
      tickets,
      url,
      image: absoluteUrl(deps.publicUrl, event.img_path),
      theatreName: settings.theatre_name,
      publicUrl: deps.publicUrl,
      name,
      author,
      venueName,
      description: plainText(translated(locale, event.description, event.description_translations)),
      now: deps.clock.now(),
    }),
  };
  return built(deps, meta, prerenderEvent(event, tickets, locale), 200);
}

function built(deps: BuildPageDeps, meta: PageMeta, body: string, status: number): BuiltPage {
  return { locale: meta.locale, status, head: pageHead(meta, deps.publicUrl), body };
}
