import fs from 'node:fs';
import path from 'node:path';
import { shopPagePatterns } from '@theatre/contracts';
import { pageLocaleOf } from '@theatre/contracts/shop-routes';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { adminPages, type AdminIds } from './a11y-admin-pages';
import { signedInAs } from './admin-support';
import { addFromEventPage, performance } from './cart-support';
import { payOnSimulator, shopOrigin, signedIn, testCards } from './checkout-support';
import { axeOf, e2eEnv, returningVisitor, settleAnimations } from './support';

// axe-core on every route of the app, in Hungarian and in English, with no rule excluded and one
// element: a script-less sandboxed frame, an e-mail's preview (docs/accessibility.md). The shop's pages signed out, the checkout and the
// payment results signed in, the back office as an administrator. Each page is audited once its
// real content is there (no boot splash, loader or skeleton). The routes are read from the router's
// source: a route missing from this file's lists fails the first test, so a new page cannot skip
// the audit, and each journey checks that it audited every route of its list.

test.use({ baseURL: shopOrigin });

const languages = ['hu', 'en'] as const;
type Language = (typeof languages)[number];

const src = path.resolve(import.meta.dirname, '..', 'src');
const read = (file: string): string => fs.readFileSync(path.join(src, file), 'utf8');

/** The route patterns of the shop (src/app/router.tsx) and of the back office (routes/admin.tsx). */
function routerPatterns(): { shop: string[]; admin: string[] } {
  // The router's table is the shop's page patterns (shared with the server) and the not-found.
  const named = new Map<string, string>([...Object.entries(shopPagePatterns), ['notFound', '*']]);
  expect(read('config/paths.ts')).toContain(
    "export const routePatterns = { ...shopPagePatterns, notFound: '*' } as const;",
  );
  // The shop's pages by pattern name (`shopPages`; each also under /en, decision 0061), and the
  // routes given by a literal path.
  const router = read('app/router.tsx');
  const shop = [...router.matchAll(/name: '(\w+)'|path: '([^']*)'/g)].map(([, name, literal]) =>
    name ? (named.get(name) ?? `unknown routePatterns.${name}`) : literal!,
  );
  // Every route of the back office's table, the administrators' own list included.
  const backOffice = /function AdminPages([\s\S]*?)useRoutes\(\[([\s\S]*?)\n {2}\]\);/
    .exec(read('app/routes/admin.tsx'))
    ?.slice(1)
    .join('\n');
  const admin = [
    ...(/index: true/.test(backOffice ?? '') ? ['/admin'] : []),
    ...[...(backOffice ?? '').matchAll(/path: '([^']*)'/g)].map((m) => `/admin/${m[1]!}`),
  ];
  return { shop: shop.filter((pattern) => pattern !== '/admin/*'), admin };
}

/** A route pattern as a regular expression over a pathname (`:param` one segment, `*` the rest). */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.+' : part))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}$`);
}

const loading = { hu: 'Betöltés…', en: 'Loading…' } as const;
/** The payment return's state while its answer is checked: it then shows the result instead. */
const processing = { hu: 'A fizetés feldolgozása…', en: 'Processing payment…' } as const;

/**
 * The page's real content is there: the language set, no splash, loader, payment check under way
 * or skeleton, an h1.
 */
async function settled(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: loading[language] })).toHaveCount(0);
  // The payment return's h1 says "processing" until its answer is checked, then the page is
  // swapped for the result: axe over the swap would look at a page coming and going.
  await expect(page.getByRole('status').filter({ hasText: processing[language] })).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

class Audit {
  readonly visited = new Set<string>();
  readonly violations: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {}

  /** axe over the whole page, no exclusion; the page must be one of the route's. */
  async check(pattern: string, what: string): Promise<void> {
    // Settled first: a page that sends the visitor elsewhere has done so by then.
    await settled(this.page, this.language);
    const { pathname } = new URL(this.page.url());
    // Decision 0061: a shop page is at its address in the language shown (`/en/…` in English).
    const { locale, path: route } = pageLocaleOf(pathname);
    if (!route.startsWith('/admin')) {
      expect(locale, `${what}: the address is in the page's language`).toBe(this.language);
    }
    expect(route, `${what}: the address is the route's`).toMatch(patternRegExp(pattern));
    await settleAnimations(this.page);
    const results = await axeOf(this.page).analyze();
    const found = results.violations.map(
      (v) =>
        `${what} (${this.language}, ${pathname}): ${v.id} (${v.impact ?? '?'}): ${v.help}\n    ` +
        v.nodes.map((n) => n.target.join(' ')).join('\n    '),
    );
    // Said at once too: a journey stopped further on still shows what axe found before.
    if (found.length > 0) console.log(found.join('\n'));
    this.violations.push(...found);
    this.visited.add(pattern);
  }

  async visit(pattern: string, url: string, what: string): Promise<void> {
    await this.page.goto(url);
    await this.check(pattern, what);
  }

  /** Every route in `patterns` was audited, and axe found nothing anywhere. */
  finish(patterns: string[]): void {
    expect(
      patterns.filter((pattern) => !this.visited.has(pattern)),
      'routes this journey was to audit and did not',
    ).toEqual([]);
    expect(this.violations, 'axe violations').toEqual([]);
  }
}

async function query<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eEnv().main.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const row = (await query<T>(sql, params))[0];
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

/**
 * A recorded day close to open, made for a staff member of its own (a new cashier with no sales,
 * written straight into the database: registering through the API would count against the
 * per-address registration limit the other journeys need), so the other journeys' shifts and
 * closes stay as they are.
 */
async function dayClose(language: Language): Promise<number> {
  const email = `a11y-${language}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id } = await one<{ id: number }>(
    `insert into users (name, email, roles, email_verified_at, terms_accepted_at)
     values ('Akadálymentes Anna', $1, '{box_office}', now(), now()) returning id`,
    [email],
  );
  const close = await one<{ id: number }>(
    `insert into day_closes (staff_id, opened_at, cash_taken, card_taken, cash_refunded,
       card_refunded, expected_cash, counted_cash, difference, tickets_sold, order_count,
       refund_count, note)
     values ($1, now() - interval '8 hours', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 'a11y') returning id`,
    [id],
  );
  return close.id;
}

const texts = {
  hu: {
    added: 'A kosárba tettük',
    guest: 'Folytatás regisztráció nélkül',
    receipt: /Csak nyugtát kérek/,
    toSummary: 'Tovább az összesítőhöz',
    accept: /Elolvastam és elfogadom/,
    pay: /Fizetés bankkártyával/,
    awaiting: 'A rendelése fizetésre vár',
    waiting: 'Várakozás a bank válaszára',
    success: 'Sikeres tranzakció',
    faulty: 'Érvénytelen fizetési visszajelzés',
  },
  en: {
    added: 'Added to your cart',
    guest: 'Continue without registering',
    receipt: /I only need a receipt/,
    toSummary: 'Continue to the summary',
    accept: /I have read and accept/,
    pay: /Pay by card/,
    awaiting: 'Your order is awaiting payment',
    waiting: 'Waiting for bank response',
    success: 'Successful transaction',
    faulty: 'Invalid payment response',
  },
} as const;

/** The shop's routes the shop journey audits (it checks at its end that it saw each one). */
const shopPatterns = [
  '/',
  '/events/:id',
  '/events/:id/info',
  '/preview/:id',
  '/documents/:id',
  '/login',
  '/register',
  '/magic-link',
  '/forgot-password',
  '/reset-password/:reset_token',
  '/verify-email/:user_id/:confirm_token',
  '/performance-move/:token',
  '/refund-bank-details/:token',
  '/erase-account',
  '/cart',
  '/profile',
  '/payment/return',
  '/payment/pending',
  '/payment/success',
  '*',
];

test('every route of the router is in the audit', () => {
  const { shop, admin } = routerPatterns();
  expect(shop.length, 'shop routes read from src/app/router.tsx').toBeGreaterThan(10);
  expect(admin.length, 'back-office routes read from src/app/routes/admin.tsx').toBeGreaterThan(10);
  const audited = new Set([...shopPatterns, ...adminPages.map(([pattern]) => pattern)]);
  expect(
    [...shop, ...admin].filter((pattern) => !audited.has(pattern)),
    'routes no journey of this file audits',
  ).toEqual([]);
});

test.describe('axe on every route', () => {
  for (const [index, language] of languages.entries()) {
    test(`the shop's pages, signed out and through a purchase (${language})`, async ({
      page,
      request,
    }) => {
      // About twenty pages, each audited, and a whole purchase: some four minutes on a busy machine.
      test.setTimeout(420_000);
      const t = texts[language];
      const audit = new Audit(page, language);
      const { event, ticket } = await performance(request, 21 + index);
      const { preview_id: previewId } = await one<{ preview_id: string }>(
        'select preview_id from events where id = $1',
        [event.id],
      );
      await returningVisitor(page, language);

      // Signed out: the programme, the event, the content pages and the account pages.
      const signedOut: [string, string, string][] = [
        ['/', '/', 'programme'],
        ['/events/:id', `/events/${event.url}`, 'event page'],
        ['/events/:id/info', `/events/${event.url}/info`, 'event info'],
        ['/preview/:id', `/preview/${previewId}`, 'event preview'],
        ['/documents/:id', '/documents/11', 'general terms'],
        ['/documents/:id', '/documents/10', 'privacy notice'],
        ['/login', '/login', 'login'],
        ['/register', '/register', 'registration'],
        ['/magic-link', '/magic-link', 'magic-link sign-in'],
        ['/forgot-password', '/forgot-password', 'forgot password'],
        ['/reset-password/:reset_token', '/reset-password/a11y-token', 'password reset'],
        [
          '/verify-email/:user_id/:confirm_token',
          '/verify-email/1/a11y-token',
          'e-mail confirmation',
        ],
        // A moved performance's link, unknown (its page with an order: admin-performance-move).
        ['/performance-move/:token', '/performance-move/a11y-token', 'moved performance, bad link'],
        // A refused refund's bank-details link, unknown (its form: refund-bank-details.spec.ts).
        [
          '/refund-bank-details/:token',
          '/refund-bank-details/a11y-token-a11y-token-a11y',
          'refund bank details, bad link',
        ],
        // An account erasure's confirmation link (decision 0054): its button (the erasure itself:
        // account-data-rights.spec.ts).
        ['/erase-account', '/erase-account?token=a11y-token', 'erase account link'],
        ['/cart', '/cart', 'empty cart'],
        ['/cart', '/cart?purchase=a11y-invalid-link', 'purchase link, invalid'],
        ['*', '/no-such-page', 'not found'],
      ];
      for (const [pattern, url, what] of signedOut) await audit.visit(pattern, url, what);

      // A ticket in the cart, signed out: the guest's purchase link form.
      await page.goto(`/events/${event.url}`);
      await settled(page, language);
      const ticketName = language === 'hu' ? ticket.name : ticket.name_translations.en;
      await addFromEventPage(page, ticketName, t.added);
      await audit.visit('/cart', '/cart', 'cart with a ticket, signed out');
      await page.getByRole('button', { name: t.guest }).click();
      await expect(page.getByRole('form', { name: t.guest })).toBeVisible();
      await audit.check('/cart', 'purchase link form');

      // Signed in: the steps of the checkout, the order awaiting payment, the payment results.
      await signedIn(page, request);
      // The payment return needs a session or a guest's purchase pass (signed out it sends the
      // visitor to /login), so its unsigned form is audited signed in.
      await audit.visit(
        '/payment/return',
        '/payment/return?r=a11y&s=a11y',
        'payment return, unsigned',
      );
      await expect(
        page.getByRole('heading', { level: 1, name: t.faulty }),
        'the unsigned return is audited as the page that refuses it',
      ).toBeVisible();
      await audit.visit('/cart', '/cart', 'cart, signed in');
      await audit.visit('/cart', '/cart?step=billing', 'billing step');
      await page.getByRole('radio', { name: t.receipt }).check();
      await page.getByRole('button', { name: t.toSummary }).click();
      await expect(page).toHaveURL(/step=review$/);
      await audit.check('/cart', 'review step');
      await page.getByRole('checkbox', { name: t.accept }).check();
      await page.getByRole('button', { name: t.pay }).click();
      await expect(page).toHaveURL(/\/pay\//);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: t.awaiting })).toBeVisible();
      await audit.check('/cart', 'order awaiting payment');

      // The pending page is held (the status says "waiting") while axe looks at it.
      let hold = true;
      await page.route('**/api/payment/status/*', async (route) => {
        if (!hold) return route.fallback();
        const reply = await route.fetch();
        const body = (await reply.json()) as { state: string };
        return route.fulfill({ response: reply, json: { ...body, state: 'waiting' } });
      });
      await page.getByRole('button', { name: t.pay }).click();
      await payOnSimulator(page, language, testCards.success);
      await expect(page.getByRole('heading', { level: 1, name: t.waiting })).toBeVisible();
      await audit.check('/payment/pending', 'payment pending');
      hold = false;
      await expect(page).toHaveURL(/\/payment\/success\?order=\d+$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: t.success })).toBeVisible();
      await audit.check('/payment/success', 'payment success');

      await audit.visit('/profile', '/profile', 'profile with orders');
      audit.finish(shopPatterns);
    });

    // The back office in three parts, so each stays well within its time on a busy machine (two
    // halves came to the limit once the performance's page held the cancel, complimentary and
    // audience sections).
    const parts = [adminPages.slice(0, 10), adminPages.slice(10, 20), adminPages.slice(20)];
    for (const [half, part] of parts.entries()) {
      test(`the back office's pages as an administrator, part ${half + 1} (${language})`, async ({
        page,
        request,
      }) => {
        test.setTimeout(240_000);
        const audit = new Audit(page, language);
        const { event } = await performance(request, 16 + index);
        const ids: AdminIds = {
          event: event.id,
          production: (await one<{ id: number }>('select min(id) as id from productions')).id,
          // The smallest seated hall: its map editor.
          hall: (
            await one<{ id: number }>(
              `select h.id from halls h join seat_maps m on m.id = h.seat_map_id
                order by (select count(*) from seat_map_seats s where s.seat_map_id = m.id), h.id
                limit 1`,
            )
          ).id,
          order: (await one<{ id: number }>('select min(id) as id from orders')).id,
          transferOrder: (
            await one<{ id: number }>(
              `select coalesce((select min(id) from orders where payment_method = 3),
                (select min(id) from orders)) as id`,
            )
          ).id,
          coupon: (await one<{ id: number }>('select min(id) as id from coupons')).id,
          user: (await one<{ id: number }>(`select id from users where email = 'demo@example.com'`))
            .id,
          close: part.some(([pattern]) => pattern.includes(':closeId'))
            ? await dayClose(language)
            : 0,
        };
        await returningVisitor(page, language);
        await signedInAs(page, request, 'admin');
        for (const [pattern, url] of part) await audit.visit(pattern, url(ids), pattern);
        audit.finish(part.map(([pattern]) => pattern));
      });
    }
  }
});
