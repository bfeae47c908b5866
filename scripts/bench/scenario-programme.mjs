// Scenario (2): the cached programme, the hottest read of a sale spike. GET /storage/programs.json
// and GET /api/events, in rounds alternating with a Fastify hello-world, with the headers a phone's
// browser sends (it accepts brotli and gzip: the shop keeps the programme compressed, once per
// build of it). Then, once, for the record: the programme uncompressed, and the per-performance
// reads that go to the database.
import { loadGet } from './load.mjs';
import { alternate, medianOf, ratios } from './rounds.mjs';

export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function runProgrammeScenario({ shop, helloUrl, settings, measure, log }) {
  const connections = settings.readConnections;
  const get = (url, headers = browserHeaders) =>
    measure(() => loadGet(url, { connections, duration: settings.roundSeconds, headers }));
  const rounds = await alternate(
    settings.rounds,
    [
      { name: 'hello', run: () => get(helloUrl) },
      { name: 'programsJson', run: () => get(`${shop.base}/storage/programs.json`) },
      { name: 'events', run: () => get(`${shop.base}/api/events`) },
    ],
    log,
  );

  const events = await (await fetch(`${shop.base}/api/events`)).json();
  const slug = events[0].url;
  const once = [];
  for (const [name, url, headers] of [
    ['hello-world', helloUrl, browserHeaders],
    ['GET /storage/programs.json, uncompressed', `${shop.base}/storage/programs.json`, {}],
    ['GET /api/events/{slug} (database)', `${shop.base}/api/events/${slug}`, browserHeaders],
    [
      'GET /api/events/{slug}/ticket-infos (database)',
      `${shop.base}/api/events/${slug}/ticket-infos`,
      browserHeaders,
    ],
  ]) {
    const result = await get(url, headers);
    log(`${name}: ${Math.round(result.rps)} req/s`);
    once.push({ name, ...result });
  }
  return {
    rounds,
    medians: {
      helloRps: medianOf(rounds.hello, 'rps'),
      programsJsonRps: medianOf(rounds.programsJson, 'rps'),
      eventsRps: medianOf(rounds.events, 'rps'),
    },
    programsJsonToHello: ratios(rounds.programsJson, rounds.hello),
    eventsToHello: ratios(rounds.events, rounds.hello),
    once,
  };
}
