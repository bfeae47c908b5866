import type { XmlElement } from '../../simulator-kit/namespaced-xml.js';

export { escapeXml, readXml, tag, type XmlElement } from '../../simulator-kit/namespaced-xml.js';

/** NAV's namespaces, as its simulator checks them. */
export const NS = {
  api: 'http://schemas.nav.gov.hu/OSA/3.0/api',
  common: 'http://schemas.nav.gov.hu/NTCA/1.0/common',
  base: 'http://schemas.nav.gov.hu/OSA/3.0/base',
} as const;

export function childOf(
  element: XmlElement | undefined,
  namespace: string,
  local: string,
): XmlElement | undefined {
  return element?.children.find((child) => child.namespace === namespace && child.local === local);
}
