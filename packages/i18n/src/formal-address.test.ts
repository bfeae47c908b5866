import { describe, expect, it } from 'vitest';
import { mailCatalogs } from './mail/index.js';
import { catalogs } from './translate.js';
import { webAccountCatalogs } from './web-account/index.js';
import { webAdminCatalogs } from './web-admin/index.js';
import { webBillingCatalogs } from './web-billing/index.js';
import { webCartCatalogs } from './web-cart/index.js';
import { webCheckoutCatalogs } from './web-checkout/index.js';
import { webOrdersCatalogs } from './web-orders/index.js';

/**
 * Hungarian addresses the reader formally ("Ön") everywhere: the shop, the back office, the
 * server's messages and the e-mails (decision 0032). This guard walks every Hungarian catalogue
 * and fails on the informal ("te") forms the texts once used, and the common ones like them.
 */
const hungarianCatalogs: Record<string, unknown> = {
  server_and_web: catalogs.hu,
  'web-account': webAccountCatalogs.hu,
  'web-billing': webBillingCatalogs.hu,
  'web-cart': webCartCatalogs.hu,
  'web-checkout': webCheckoutCatalogs.hu,
  'web-orders': webOrdersCatalogs.hu,
  'web-admin': webAdminCatalogs.hu,
  mail: mailCatalogs.hu,
};

/** Informal forms, as whole words (JavaScript's `\b` does not know accented letters). */
const informalWords = [
  // Pronouns and the request word.
  'te',
  'téged',
  'neked',
  'veled',
  'tőled',
  'nálad',
  'hozzád',
  'rólad',
  'általad',
  'számodra',
  'kérlek',
  // Possessives ("your").
  'kosarad',
  'kosaradat',
  'jelszavad',
  'jelszavadat',
  'fiókod',
  'fiókodat',
  'fiókodhoz',
  'rendelésed',
  'rendeléseid',
  'jegyeid',
  'adataid',
  'jogosultságod',
  'jogodat',
  'zárásod',
  'eladásaid',
  'szövegedet',
  'változtatásaidat',
  'hozzájárulásod',
  // Imperatives.
  'add meg',
  'add hozzá',
  'adj',
  'válaszd',
  'válassz',
  'keress',
  'keresd',
  'írd',
  'írj',
  'próbáld',
  'próbálj',
  'kattints',
  'nézd',
  'nézz',
  'jelentkezz',
  'töltsd',
  'töröld',
  'törölj',
  'ellenőrizd',
  'erősítsd',
  'módosítsd',
  'javítsd',
  'kérd',
  'kérj',
  'kezdd',
  'kezdj',
  'hozd',
  'tedd',
  'vond',
  'vezesd',
  'másold',
  'fizesd',
  'fizettesd',
  'jelöld',
  'jegyezd',
  'indítsd',
  'rendezd',
  'számold',
  'gépelj',
  'mutasd',
  'engedélyezd',
  'kövess',
  'nevezz',
  // Second person singular verbs.
  'adsz',
  'írsz',
  'választasz',
  'továbblépsz',
  'hozzájárulsz',
  'dolgozol',
  'írtál',
  'elírtad',
  'megadod',
  'megtalálod',
  'módosítod',
  'törlöd',
  'lezárod',
  'bekapcsolod',
  'kikapcsolod',
  'kikapcsold',
  'jelentkezned',
];
const informal = new RegExp(
  `(?<!\\p{L})(?:${informalWords.join('|')}|\\p{L}+h[ae]tsz|\\p{L}+h[ae]t(?:od|ed))(?!\\p{L})`,
  'iu',
);

function leaves(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, `${prefix}.${key}`),
  );
}

describe('the Hungarian texts address the reader formally (decision 0032)', () => {
  it('the markers catch informal forms and leave formal ones and look-alikes alone', () => {
    for (const text of [
      'Módosult a kosarad',
      'Kérlek nézz vissza később.',
      'Nincs jogosultságod a kért művelet végrehajtásához!',
      'Keress a névre.',
      'Adj meg egy számot.',
      'A színt #RRGGBB formában add meg.',
      'A szövegét szerkesztheted.',
      'Legfeljebb 400 napot kérdezhetsz le.',
      'Törlöd az oldalt?',
      'A jegyeket tartjuk neked.',
    ]) {
      expect(informal.test(text), text).toBe(true);
    }
    for (const text of [
      'Módosult a kosara',
      'Kérjük, nézzen vissza később.',
      'Nincs jogosultsága a kért művelet végrehajtásához!',
      'Keressen a névre. Keresés törlése. Felhasználók keresése.',
      'Adjon meg egy számot. Kérjük, adja meg újra.',
      'A szövegét szerkesztheti. Legfeljebb 400 napot kérdezhet le.',
      'Törli az oldalt? Adatok, adatait, kosarat, kosarát, adhat, írhat.',
      'A jegyeket fenntartjuk Önnek. Az Ön számára, Önt, Önnel.',
    ]) {
      expect(informal.test(text), text).toBe(false);
    }
  });

  it('no Hungarian catalogue says "te"', () => {
    const offenders = Object.entries(hungarianCatalogs).flatMap(([name, catalog]) =>
      leaves(catalog, name)
        .filter(([, text]) => informal.test(text))
        .map(([key, text]) => `${key}: ${text}`),
    );
    expect(offenders, `informal Hungarian texts:\n${offenders.join('\n')}`).toEqual([]);
  });
});
