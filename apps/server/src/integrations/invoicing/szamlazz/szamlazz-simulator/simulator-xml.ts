import type { XmlElement } from '../../../simulator-kit/namespaced-xml.js';

export { escapeXml, readXml, tag, type XmlElement } from '../../../simulator-kit/namespaced-xml.js';

/** A child by its local name (the agent's schemas use one namespace per document). */
export function childOf(element: XmlElement | undefined, local: string): XmlElement | undefined {
  return element?.children.find((child) => child.local === local);
}

/** The trimmed text of a child; undefined when the child is absent or empty. */
export function textOf(element: XmlElement | undefined, local: string): string | undefined {
  const value = childOf(element, local)?.text;
  return value === undefined || value === '' ? undefined : value;
}
