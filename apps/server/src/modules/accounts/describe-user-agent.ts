import Bowser from 'bowser';

export interface ClientDescription {
  browser: string | null;
  os: string | null;
  device: string | null;
  device_model: string | null;
}

const named = (name: string | undefined, version: string | undefined): string | null =>
  name ? (version ? `${name} ${version}` : name) : null;

/**
 * A session's browser, operating system and kind of device, read from the user agent it started
 * with (bowser: MIT, no install scripts). Unknown parts are null; nothing is guessed.
 */
export function describeUserAgent(userAgent: string | null): ClientDescription {
  if (!userAgent) return { browser: null, os: null, device: null, device_model: null };
  const parsed = Bowser.parse(userAgent);
  const vendorModel = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  return {
    browser: named(parsed.browser.name, parsed.browser.version?.split('.').slice(0, 2).join('.')),
    // Windows names its version "NT 10.0"; people know it as "10" (bowser's versionName).
    os:
      parsed.os.name === 'Windows' && parsed.os.versionName
        ? `Windows ${parsed.os.versionName}`
        : named(parsed.os.name, parsed.os.version),
    device: parsed.platform.type ?? null,
    device_model: vendorModel === '' ? null : vendorModel,
  };
}
