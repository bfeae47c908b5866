import { expect, test } from '@playwright/test';
import { budapestDayOf, returningVisitor } from './support';

// A visitor abroad still sees the theatre's (Budapest) dates and times, and the date filter means a
// Budapest calendar day: nothing on the page may depend on the browser's own time zone.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('dates, times and the date filter are Budapest time in any time zone', async ({
  page,
  request,
}) => {
  const events = (await (await request.get('/api/events')).json()) as {
    start_date: string;
    name_translations: { en: string };
  }[];
  const first = events[0]!;
  const budapest = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Budapest',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(first.start_date));
  const day = budapestDayOf(first.start_date);
  const sameDay = events.filter((e) => budapestDayOf(e.start_date) === day);

  await returningVisitor(page, 'en');
  await page.goto('/');
  const firstCard = page
    .locator('main')
    .getByRole('link', { name: new RegExp(first.name_translations.en) })
    .first();
  await expect(firstCard).toContainText(budapest);

  await page.getByLabel('Date').first().fill(day);
  await expect(page.getByText(new RegExp(`^${sameDay.length} performances?$`))).toBeVisible();
});
