/** Shapes of the demo season used by the seeder. Pure types, no runtime code. */

export interface Translated {
  hu: string;
  en: string;
}

export interface SeedVenue {
  /** e.g. 'nagyszinpad' */
  key: string;
  name: Translated;
  address: string;
  /**
   * The capacity of its one hall, named as the venue: the demo is what migration 0017 makes of
   * an existing database (decision 0027).
   */
  capacity: number;
}

export interface SeedPerformance {
  /** days after the day of seeding (1..90) */
  dayOffset: number;
  /** local Budapest time 'HH:MM', e.g. '19:00' */
  time: string;
  /** exactly ONE performance in the whole season has this */
  vipOnly?: boolean;
  /** exactly ONE performance in the whole season has this (all its ticket types get sold out) */
  soldOut?: boolean;
  /** index into ticketTypes: exactly ONE performance (a different one) has one sold-out ticket type */
  soldOutTicketType?: number;
  /** default true; exactly ONE performance is published:false (for the staff preview) */
  published?: boolean;
  /** optional; exactly one published performance whose sale starts later: not yet on sale */
  saleStartsInDays?: number;
}

export interface SeedTicketType {
  name: Translated;
  /** whole forints, VAT included */
  price: number;
  capacity: number;
  vipOnly?: boolean;
}

export interface SeedInfo {
  title: Translated;
  /** Markdown */
  body: Translated;
}

export interface SeedProduction {
  /** url-safe ascii slug base, e.g. 'bank-ban' */
  key: string;
  name: Translated;
  /** e.g. 'Katona József' / 'József Katona' */
  author: Translated;
  /** Markdown: programme text with cast and creators */
  description: Translated;
  /** file name of the poster, e.g. 'bank-ban.svg' */
  poster: string;
  durationMinutes: number;
  ageLimit?: number;
  /** SeedVenue key */
  venue: string;
  /** Free seating ("szabad helyfoglalás") in a seated hall: sold by ticket type, not by seat. */
  freeSeating?: boolean;
  ticketTypes: SeedTicketType[];
  infos: SeedInfo[];
  performances: SeedPerformance[];
}

export interface SeedDocument {
  id: number;
  type: 'info' | 'document';
  slug: string;
  title: Translated;
  /** Markdown */
  body: Translated;
}

export interface SeedSocialLink {
  name: string;
  link: string;
  icon: 'facebook' | 'instagram' | 'youtube' | 'tiktok';
}
