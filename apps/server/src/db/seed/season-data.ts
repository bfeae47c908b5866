/**
 * Demo season of the (fictional) Rakparti Színház, Budapest.
 * Pure data: the seeder turns these into venues, productions, ticket types and performances.
 */
import { hungarianClassics } from './hungarian-classics-data.js';
import { premieres } from './premieres-data.js';
import type { SeedProduction, SeedVenue } from './season-types.js';
import { worldClassics } from './world-classics-data.js';

export const venues: SeedVenue[] = [
  {
    key: 'nagyszinpad',
    name: { hu: 'Nagyszínpad', en: 'Main Stage' },
    address: '1011 Budapest, Bem rakpart 33.',
    capacity: 620,
  },
  {
    key: 'kamaraterem',
    name: { hu: 'Kamaraterem', en: 'Chamber Hall' },
    address: '1011 Budapest, Bem rakpart 33.',
    capacity: 190,
  },
  {
    key: 'studio',
    name: { hu: 'Stúdió', en: 'Studio' },
    address: '1011 Budapest, Pala utca 6.',
    capacity: 80,
  },
];

/** The nine productions of the season, in the order the seeder inserts them. */
export const productions: SeedProduction[] = [...hungarianClassics, ...worldClassics, ...premieres];
