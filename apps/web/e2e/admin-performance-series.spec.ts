import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, signedInAs, staffAccounts, typeDate } from './admin-support';
import { desktop, phone, uniqueWord } from './admin-programme-support';
import { keepScreenshot } from './cart-support';
import { shopOrigin } from './checkout-support';
import { expectNoA11yViolations, returningVisitor } from './support';

// Performances in series (decision 0041): an administrator copies a performance to a date, then
// makes a weekly series across the late-October change of the clocks, sees the preview in
// Budapest time, creates it and opens a copy; in Hungarian and English, on a phone and a desktop.

test.use({ baseURL: shopOrigin });

const words = {
  hu: {
    section: 'Másolás más időpontokra',
    date: '1. időpont (budapesti idő)',
    date2: '2. időpont (budapesti idő)',
    addDate: 'Újabb időpont',
    removeDate2: 'A(z) 2. időpont törlése',
    past: /1 időpont a múltban van/,
    stale: 'Az adatok változtak az előnézet óta: kérjen új előnézetet.',
    weekly: 'Heti ismétlés',
    friday: 'péntek',
    sunday: 'vasárnap',
    time: 'Kezdés (budapesti idő, ÓÓ:PP)',
    from: 'Első nap',
    to: 'Utolsó nap',
    addSkip: 'Kihagyott nap hozzáadása',
    skip: '1. kihagyott nap',
    preview: 'Előnézet',
    createOne: '1 előadás létrehozása',
    createTwo: '2 előadás létrehozása',
    createFive: '5 előadás létrehozása',
    created: 'Az új előadások (nincsenek közzétéve)',
    firstCopy: (minute: string) => new RegExp(`2027\\. december 1\\., szerda 18:${minute}`),
    dstDay: (minute: string) => new RegExp(`2027\\. október 31\\., vasárnap 18:${minute}`),
  },
  en: {
    section: 'Copy to other dates',
    date: 'Date 1 (Budapest time)',
    date2: 'Date 2 (Budapest time)',
    addDate: 'Another date',
    removeDate2: 'Remove date 2',
    past: /1 date is in the past/,
    stale: 'The details changed since the preview: please preview again.',
    weekly: 'Weekly pattern',
    friday: 'Friday',
    sunday: 'Sunday',
    time: 'Start (Budapest time, HH:MM)',
    from: 'First day',
    to: 'Last day',
    addSkip: 'Add a skipped day',
    skip: 'Skipped day 1',
    preview: 'Preview',
    createOne: 'Create 1 performance',
    createTwo: 'Create 2 performances',
    createFive: 'Create 5 performances',
    created: 'The new performances (not published)',
    firstCopy: (minute: string) => new RegExp(`Wednesday,? 1 December 2027,? (at )?18:${minute}`),
    dstDay: (minute: string) => new RegExp(`Sunday,? 31 October 2027,? (at )?18:${minute}`),
  },
} as const;

/** A production with a performance and a ticket type in a hall of its own, through the API. */
async function performanceInOwnHall(request: APIRequestContext): Promise<number> {
  const headers = await login(request, staffAccounts.admin);
  const post = async (url: string, data: object) => {
    const reply = await request.post(url, { headers, data });
    expect(reply.status(), `${url}: ${await reply.text()}`).toBe(201);
    return (await reply.json()) as { id: number; halls?: { id: number }[] };
  };
  const word = uniqueWord();
  const venue = await post('/api/admin/venues', {
    name: `Sorozatház ${word}`,
    name_en: `Series House ${word}`,
    address: '1011 Budapest, Bem rakpart 33.',
  });
  const withHall = await post(`/api/admin/venues/${String(venue.id)}/halls`, {
    name: 'Nagyterem',
    name_en: 'Main hall',
    capacity: 200,
  });
  const production = await post('/api/admin/productions', {
    name: `Sorozat ${word}`,
    name_en: `Series ${word}`,
    author: 'Molnár Ferenc',
    author_en: 'Ferenc Molnár',
    description: 'Vígjáték.',
    description_en: 'A comedy.',
    duration_minutes: 120,
    age_limit: null,
  });
  const performance = await post('/api/admin/performances', {
    production_id: production.id,
    hall_id: withHall.halls?.[0]?.id,
    url: `sorozat-${word}`,
    starts_at: '2027-10-15T17:00:00.000Z',
    sale_starts_at: null,
    sale_ends_at: '2027-10-15T16:00:00.000Z',
    vip_only: false,
    tech_fee: 250,
  });
  await post(`/api/admin/performances/${String(performance.id)}/ticket-types`, {
    name: 'Földszint',
    name_en: 'Stalls',
    price: 7900,
    capacity: 50,
    vat_rate: '5',
    vip_only: false,
  });
  return performance.id;
}

test.describe('copying a performance to other dates', () => {
  for (const [index, [language, size, viewport]] of (
    [
      // Each language and size once (decision 0062).
      ['hu', 'desktop', desktop],
      ['en', 'phone', phone],
    ] as const
  ).entries()) {
    test(`to a date and a weekly series, in ${language} on a ${size}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      // Each run its own minute, so that its screenshots and texts tell the runs apart.
      const minute = String(41 + index);
      const w = words[language];
      const eventId = await performanceInOwnHall(request);
      await page.setViewportSize(viewport);
      await returningVisitor(page, language);
      await signedInAs(page, request, 'admin');
      const shot = (name: string) =>
        keepScreenshot(page, `performance-series-${name}-${language}-${size}`);

      await page.goto(`/admin/programme/performances/${String(eventId)}`);
      const section = page.getByRole('region', { name: w.section });
      // The performance's page loads its sections (cancel, complimentary, audience, copies) at
      // once: on a busy machine that takes longer than an assertion's usual wait.
      await expect(section).toBeVisible({ timeout: 30_000 });
      await section.scrollIntoViewIfNeeded();

      // Two dates, one of them past: the preview warns; removing it makes the preview stale.
      await typeDate(section.getByLabel(w.date), `2027-12-01T18:${minute}`);
      await section.getByRole('button', { name: w.addDate }).click();
      await typeDate(section.getByLabel(w.date2), `2025-05-01T18:${minute}`);
      await section.getByRole('button', { name: w.preview, exact: true }).click();
      await expect(section.getByText(w.past)).toBeVisible();
      await section.getByRole('button', { name: w.removeDate2 }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(w.stale)).toBeVisible();
      await expect(section.getByRole('button', { name: w.createTwo })).toBeDisabled();
      // The preview again, from the keyboard.
      await section.getByRole('button', { name: w.preview, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(w.past)).toHaveCount(0);
      await expect(
        section.getByRole('listitem').filter({ hasText: w.firstCopy(minute) }),
      ).toBeVisible();
      await section.getByRole('button', { name: w.createOne }).click();
      await expect(section.getByRole('heading', { name: w.created })).toBeFocused();
      await expect(section.getByRole('link', { name: w.firstCopy(minute) })).toBeVisible();
      await expectNoA11yViolations(page, `the copy made (${language}, ${size})`);

      // A weekly pattern: Fridays and Sundays over the change of the clocks, one Sunday skipped.
      await section.getByRole('radio', { name: w.weekly }).check();
      await section.getByRole('checkbox', { name: w.friday }).check();
      await section.getByRole('checkbox', { name: w.sunday }).focus();
      await page.keyboard.press('Space');
      await expect(section.getByRole('checkbox', { name: w.sunday })).toBeChecked();
      await section.getByLabel(w.time, { exact: true }).fill(`18:${minute}`);
      await typeDate(section.getByLabel(w.from, { exact: true }), '2027-10-22');
      await typeDate(section.getByLabel(w.to, { exact: true }), '2027-11-07');
      await section.getByRole('button', { name: w.addSkip }).click();
      await typeDate(section.getByLabel(w.skip, { exact: true }), '2027-10-24');
      await section.getByRole('button', { name: w.preview, exact: true }).click();
      const previewList = section.getByRole('list').first();
      await expect(previewList.getByRole('listitem')).toHaveCount(5);
      // 18:4x on both sides of the change: summer time on the 29th, winter time on the 31st.
      await expect(previewList.getByText(w.dstDay(minute))).toBeVisible();
      await expectNoA11yViolations(page, `the series' preview (${language}, ${size})`);
      await shot('preview');

      await section.getByRole('button', { name: w.createFive }).click();
      await expect(section.getByRole('heading', { name: w.created })).toBeFocused();
      const links = section.getByRole('link');
      await expect(links).toHaveCount(5);
      await expectNoA11yViolations(page, `the series made (${language}, ${size})`);
      await shot('created');

      await links.filter({ hasText: w.dstDay(minute) }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.dstDay(minute) })).toBeVisible();
      await shot('copy');
    });
  }
});
