import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The local simulators' own XML reading and writing (NAV's and Számlázz.hu's; they share nothing
 * with the adapters they test): requests are read with their namespaces resolved, so an element
 * in the wrong namespace is an error as at the real service; answers get their own escaping.
 */

export interface XmlElement {
  namespace: string | undefined;
  local: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

type OrderedNode = Record<string, unknown>;

function splitName(name: string): [prefix: string, local: string] {
  const colon = name.indexOf(':');
  return colon < 0 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

function toElement(node: OrderedNode, scope: Record<string, string>): XmlElement {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (name === undefined) throw new Error('empty node');
  const rawAttributes = (node[':@'] ?? {}) as Record<string, string>;
  const inner: Record<string, string> = { ...scope };
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttributes)) {
    if (key === 'xmlns') inner[''] = value;
    else if (key.startsWith('xmlns:')) inner[key.slice(6)] = value;
    else attributes[splitName(key)[1]] = value;
  }
  const [prefix, local] = splitName(name);
  if (prefix !== '' && inner[prefix] === undefined) {
    throw new Error(`undeclared namespace prefix ${prefix}`);
  }
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[name] ?? []) as OrderedNode[]) {
    if ('#text' in child) text += String(child['#text']);
    else children.push(toElement(child, inner));
  }
  return { namespace: inner[prefix], local, attributes, children, text: text.trim() };
}

/** The root element of a well-formed document, namespaces resolved; null when not XML. */
export function readXml(body: string): XmlElement | null {
  // The validator still ships with fast-xml-parser 5; its successor package is not a dependency.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (body.trim() === '' || XMLValidator.validate(body) !== true) return null;
  try {
    const nodes = orderedParser.parse(body) as OrderedNode[];
    const root = nodes.find((node) => !Object.keys(node).some((key) => key.startsWith('?')));
    return root ? toElement(root, {}) : null;
  } catch {
    return null;
  }
}

export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `<name>value</name>`; nothing when the value is absent. */
export function tag(name: string, value: string | number | boolean | null | undefined): string {
  return value === undefined || value === null
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;
}
