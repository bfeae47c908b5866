import type { EventSummary, PublicSettings } from '@theatre/contracts';

/**
 * Data the server inlined into index.html as JSON data blocks (`<script type="application/json">`),
 * so the first render needs no round trip: `boot-public-settings` on every page, `boot-programme`
 * on the home page. Each block is read once; later reads get the same value.
 */
interface BootData {
  'boot-public-settings': PublicSettings;
  'boot-programme': EventSummary[];
}

const cache = new Map<keyof BootData, unknown>();

export function readBootData<K extends keyof BootData>(id: K): BootData[K] | undefined {
  if (cache.has(id)) return cache.get(id) as BootData[K] | undefined;
  let value: BootData[K] | undefined;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
    value = text ? (JSON.parse(text) as BootData[K]) : undefined;
  } catch {
    value = undefined;
  }
  cache.set(id, value);
  return value;
}
