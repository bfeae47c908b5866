import type { EventDetails, TicketInfo } from '@theatre/contracts';

/** The schema.org status of a performance (pure): cancelled, moved, or as scheduled. */
export function eventStatusOf(event: Pick<EventDetails, 'cancelled' | 'moved_from'>): string {
  if (event.cancelled) return 'https://schema.org/EventCancelled';
  if (event.moved_from !== null) return 'https://schema.org/EventRescheduled';
  return 'https://schema.org/EventScheduled';
}

/** Whether tickets can be had now (pure), in schema.org's words. */
function availabilityOf(event: EventDetails, now: Date): string {
  if (event.cancelled) return 'https://schema.org/Discontinued';
  if (event.sold_out) return 'https://schema.org/SoldOut';
  if (!event.on_sale) {
    const starts = event.sale_starts_at ? Date.parse(event.sale_starts_at) : Number.NaN;
    // Before the sale: coming; after it: no longer sold.
    return starts > now.getTime()
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/Discontinued';
  }
  if (event.all_held) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

/** Text of sanitised HTML (pure): tags dropped, entities of the sanitiser decoded, spaces folded. */
export function plainText(html: string, maxLength = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

export interface EventStructuredDataInput {
  event: EventDetails;
  /** The ticket types the public may buy: the offers' price range. */
  tickets: TicketInfo[];
  /** The event page's canonical address. */
  url: string;
  /** The poster's absolute address. */
  image: string;
  theatreName: string;
  publicUrl: string;
  /** Texts in the page's language. */
  name: string;
  author: string;
  venueName: string;
  description: string;
  now: Date;
}

/**
 * The performance as a schema.org TheaterEvent (pure): start and end, running time, the venue with
 * its address, the play and its author, the poster, the offers (price range in HUF, availability,
 * on sale from) and whether it goes ahead, was moved (with its earlier start) or is cancelled.
 */
export function eventStructuredData(input: EventStructuredDataInput): Record<string, unknown> {
  const { event } = input;
  const start = new Date(event.start_date);
  const end = new Date(start.getTime() + event.duration_minutes * 60_000);
  const prices = input.tickets.map((ticket) => ticket.price);
  const low = prices.length > 0 ? Math.min(...prices) : event.min_price;
  const high = prices.length > 0 ? Math.max(...prices) : event.min_price;
  return {
    '@context': 'https://schema.org',
    '@type': 'TheaterEvent',
    name: input.name,
    url: input.url,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    duration: `PT${event.duration_minutes}M`,
    eventStatus: eventStatusOf(event),
    ...(event.moved_from !== null
      ? { previousStartDate: new Date(event.moved_from).toISOString() }
      : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'PerformingArtsTheater',
      name: input.venueName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.venue.address,
        addressCountry: 'HU',
      },
    },
    image: [input.image],
    ...(input.description ? { description: input.description } : {}),
    ...(input.author
      ? {
          workPerformed: {
            '@type': 'CreativeWork',
            name: input.name,
            author: { '@type': 'Person', name: input.author },
          },
        }
      : {}),
    organizer: { '@type': 'Organization', name: input.theatreName, url: input.publicUrl },
    ...(low !== null && high !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            url: input.url,
            priceCurrency: 'HUF',
            lowPrice: low,
            highPrice: high,
            offerCount: input.tickets.length,
            availability: availabilityOf(event, input.now),
            ...(event.sale_starts_at
              ? { validFrom: new Date(event.sale_starts_at).toISOString() }
              : {}),
          },
        }
      : {}),
  };
}
