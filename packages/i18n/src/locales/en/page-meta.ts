import type { Catalog } from '../../catalog.js';
import type { pageMeta as hu } from '../hu/page-meta.js';

export const pageMeta: Catalog<typeof hu> = {
  page_meta: {
    description_home:
      "{{theatre}}'s programme: performances, dates, venues and ticket prices. Buy tickets online and pay by card.",
    description_event: '{{name}} – {{date}}, {{venue}}. Tickets online, paid by card.',
    description_page: "{{theatre}}'s online box office.",
    programme: 'Programme',
    no_events: 'No performances are announced at the moment.',
    price: 'Ticket price: {{price}}',
    price_range: 'Ticket prices: {{min}} – {{max}}',
    price_from: 'Tickets from {{price}}',
    sold_out: 'Sold out',
    not_on_sale: 'Tickets are not on sale yet',
    cancelled: 'Cancelled',
    moved: 'New date (originally {{date}})',
    duration: 'Running time: {{minutes}} minutes',
    age_limit: 'Age limit: {{age}}',
    venue: 'Venue',
    tickets: 'Tickets',
    buy: 'Buy tickets',
    poster_alt: 'Poster of {{name}}',
  },
};
