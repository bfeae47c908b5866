/** The script of a Google tag: GTM-XXXX loads Tag Manager, G-XXXX / AW-XXXX the gtag.js library (pure). */
export function tagManagerScript(
  tag: string | null | undefined,
): { kind: 'gtm' | 'gtag'; id: string; src: string } | null {
  const id = tag?.trim().toUpperCase() ?? '';
  if (/^GTM-[A-Z0-9]{4,12}$/.test(id)) {
    return {
      kind: 'gtm',
      id,
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    };
  }
  if (/^(?:G|AW|UA)-[A-Z0-9-]{4,20}$/.test(id)) {
    return {
      kind: 'gtag',
      id,
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    };
  }
  return null;
}
