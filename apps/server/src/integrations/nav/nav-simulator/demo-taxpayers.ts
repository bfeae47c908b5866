import type { SimulatedTaxpayer } from './nav-simulator.js';

/**
 * The demo's taxpayer directory: fictional organisations (any likeness to a real one is chance),
 * with valid check digits, VAT codes and county codes (demo-taxpayers.test.ts proves it).
 * Try them in the billing form:
 *   13421739-2-41  Rakparti Színház Nonprofit Kft., Budapest (the theatre itself)
 *   24587132-2-09  Hajdúsági Díszlet és Jelmez Kft., Debrecen
 *   27315644-2-02  Mecseki Fény-Hang Bt., Pécs (floor and door)
 *   26149088-2-06  Tisza-Print Nyomda Zrt., Szeged (building, stairway, floor, door; seat listed
 *                  after a site)
 *   18930469-1-08  Rábaparti Kulturális Egyesület, Győr (not VAT-liable)
 *   28174608-4-19  Balatoni Nyári Fesztivál Kft., Balatonfüred (VAT group member)
 *   68432179-2-33  Kovács Anna Zsófia egyéni vállalkozó, Szentendre (sole trader)
 *   23998515-2-41  Megszűnt Színpadtechnika Kft. (inactive: the number is no longer valid)
 */
export const demoTaxpayers: SimulatedTaxpayer[] = [
  {
    taxpayerId: '13421739',
    vatCode: '2',
    countyCode: '41',
    name: 'Rakparti Színház Nonprofit Kft.',
    shortName: 'Rakparti Színház',
    incorporation: 'ORGANIZATION',
    valid: true,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '1011',
        city: 'Budapest',
        streetName: 'Bem',
        publicPlaceCategory: 'rakpart',
        number: '33',
      },
    ],
  },
  {
    taxpayerId: '24587132',
    vatCode: '2',
    countyCode: '09',
    name: 'Hajdúsági Díszlet és Jelmez Kft.',
    incorporation: 'ORGANIZATION',
    valid: true,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '4025',
        city: 'Debrecen',
        streetName: 'Piac',
        publicPlaceCategory: 'utca',
        number: '12',
      },
    ],
  },
  {
    taxpayerId: '27315644',
    vatCode: '2',
    countyCode: '02',
    name: 'Mecseki Fény-Hang Betéti Társaság',
    shortName: 'Mecseki Fény-Hang Bt.',
    incorporation: 'ORGANIZATION',
    valid: true,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '7621',
        city: 'Pécs',
        streetName: 'Király',
        publicPlaceCategory: 'utca',
        number: '20',
        floor: '2',
        door: '5',
      },
    ],
  },
  {
    taxpayerId: '26149088',
    vatCode: '2',
    countyCode: '06',
    name: 'Tisza-Print Nyomda Zártkörűen Működő Részvénytársaság',
    shortName: 'Tisza-Print Nyomda Zrt.',
    incorporation: 'ORGANIZATION',
    valid: true,
    addresses: [
      {
        type: 'SITE',
        countryCode: 'HU',
        postalCode: '6728',
        city: 'Szeged',
        streetName: 'Dorozsmai',
        publicPlaceCategory: 'út',
        number: '101',
      },
      {
        type: 'HQ',
        countryCode: 'HU',
        region: 'Csongrád-Csanád',
        postalCode: '6720',
        city: 'Szeged',
        streetName: 'Kárász',
        publicPlaceCategory: 'utca',
        number: '9',
        building: 'B',
        staircase: 'II',
        floor: '3',
        door: '12',
      },
    ],
  },
  {
    taxpayerId: '18930469',
    vatCode: '1',
    countyCode: '08',
    name: 'Rábaparti Kulturális Egyesület',
    incorporation: 'ORGANIZATION',
    valid: true,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '9021',
        city: 'Győr',
        streetName: 'Széchenyi',
        publicPlaceCategory: 'tér',
        number: '4',
      },
    ],
  },
  {
    taxpayerId: '28174608',
    vatCode: '4',
    countyCode: '19',
    name: 'Balatoni Nyári Fesztivál Kft.',
    incorporation: 'ORGANIZATION',
    valid: true,
    vatGroupMembership: '17780429',
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '8230',
        city: 'Balatonfüred',
        streetName: 'Blaha Lujza',
        publicPlaceCategory: 'utca',
        number: '1',
      },
    ],
  },
  {
    taxpayerId: '68432179',
    vatCode: '2',
    countyCode: '33',
    name: 'Kovács Anna Zsófia egyéni vállalkozó',
    incorporation: 'SELF_EMPLOYED',
    valid: true,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '2000',
        city: 'Szentendre',
        streetName: 'Fő',
        publicPlaceCategory: 'tér',
        number: '7',
        floor: '1',
        door: '3',
      },
    ],
  },
  {
    taxpayerId: '23998515',
    vatCode: '2',
    countyCode: '41',
    name: 'Megszűnt Színpadtechnika Kft. "v.a."',
    incorporation: 'ORGANIZATION',
    valid: false,
    addresses: [
      {
        type: 'HQ',
        countryCode: 'HU',
        postalCode: '1037',
        city: 'Budapest',
        streetName: 'Bécsi',
        publicPlaceCategory: 'út',
        number: '52',
      },
    ],
  },
];

/** The demo shop's own registration: the theatre's technical user (password and key are made up per start). */
export const demoUserLogin = 'demojegypenztar';
export const demoUserTaxNumber = '13421739';
