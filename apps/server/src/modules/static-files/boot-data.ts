import type { PublicSettings } from '@theatre/contracts';
import type { StaticData } from './static-data.js';

/** JSON inside a data block: `<` is escaped so no value can close the script element. */
function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Data the web app would otherwise fetch right after it starts, inlined into index.html as JSON
 * data blocks (not executed, so the Content-Security-Policy is untouched): the public settings on
 * every page, and the programme on the home page unless the shop is in maintenance. A phone saves
 * a round trip before the first useful paint.
 */
export async function buildBootData(
  staticData: StaticData,
  options: { withProgramme: boolean; maintenance: boolean },
): Promise<string> {
  const settings = await staticData.load('public_settings.json');
  const blocks = [dataBlock('boot-public-settings', settings.body)];
  // The pop-up banner opens 500 ms after the app starts: fetch its picture from the first byte.
  const banner = (settings.value as PublicSettings).popup_banner;
  if (banner && !options.maintenance && /^\/[\w\-./]+$/.test(banner.image_url)) {
    blocks.push(`<link rel="preload" as="image" href="${banner.image_url}">`);
  }
  if (options.withProgramme && !options.maintenance) {
    const programme = await staticData.load('programs.json');
    blocks.push(dataBlock('boot-programme', programme.body));
  }
  return blocks.join('');
}
