import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Taxpayer, TaxpayerResult } from './taxpayer-lookup.js';

/** The namespaces of NAV Online Számla v3 (chapter 1.3 of NAV's interface documentation). */
export const navNamespaces = {
  api: 'http://schemas.nav.gov.hu/OSA/3.0/api',
  common: 'http://schemas.nav.gov.hu/NTCA/1.0/common',
  base: 'http://schemas.nav.gov.hu/OSA/3.0/base',
} as const;

/** The `software` block every request carries: who made the invoicing software. */
export interface NavSoftware {
  /** [0-9A-Z\-]{18}: country code + developer's tax number + a unique suffix. */
  softwareId: string;
  softwareName: string;
  softwareOperation: 'LOCAL_SOFTWARE' | 'ONLINE_SERVICE';
  softwareMainVersion: string;
  softwareDevName: string;
  softwareDevContact: string;
  softwareDevCountryCode?: string;
  softwareDevTaxNumber?: string;
}

export interface QueryTaxpayerRequestParts {
  requestId: string;
  timestamp: string;
  login: string;
  passwordHash: string;
  /** The 8-digit taxpayer id of the company that asks. */
  userTaxNumber: string;
  requestSignature: string;
  software: NavSoftware;
  /** The 8-digit taxpayer id asked about. */
  taxNumber: string;
}

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const softwareOrder = [
  'softwareId',
  'softwareName',
  'softwareOperation',
  'softwareMainVersion',
  'softwareDevName',
  'softwareDevContact',
  'softwareDevCountryCode',
  'softwareDevTaxNumber',
] as const;

/** The QueryTaxpayerRequest document (elements in the XSD's order). */
export function buildQueryTaxpayerRequest(parts: QueryTaxpayerRequestParts): string {
  const e = escapeXml;
  const software = softwareOrder
    .filter((name) => parts.software[name] !== undefined)
    .map((name) => `    <${name}>${e(parts.software[name] ?? '')}</${name}>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<QueryTaxpayerRequest xmlns="${navNamespaces.api}" xmlns:common="${navNamespaces.common}">
  <common:header>
    <common:requestId>${e(parts.requestId)}</common:requestId>
    <common:timestamp>${e(parts.timestamp)}</common:timestamp>
    <common:requestVersion>3.0</common:requestVersion>
    <common:headerVersion>1.0</common:headerVersion>
  </common:header>
  <common:user>
    <common:login>${e(parts.login)}</common:login>
    <common:passwordHash cryptoType="SHA-512">${e(parts.passwordHash)}</common:passwordHash>
    <common:taxNumber>${e(parts.userTaxNumber)}</common:taxNumber>
    <common:requestSignature cryptoType="SHA3-512">${e(parts.requestSignature)}</common:requestSignature>
  </common:user>
  <software>
${software}
  </software>
  <taxNumber>${e(parts.taxNumber)}</taxNumber>
</QueryTaxpayerRequest>
`;
}

/**
 * NAV answers with whatever prefixes it likes (its live service puts `common` in the default
 * namespace and `api` under `ns2`), so the prefixes are dropped: the local names of this answer
 * are unambiguous. Values stay text (a postal code or taxpayer id is not a number).
 */
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'taxpayerAddressItem',
});

type XmlObject = Record<string, unknown>;

function isObject(value: unknown): value is XmlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(node: unknown, name: string): unknown {
  return isObject(node) ? node[name] : undefined;
}

/** The text of a child element; '' for an empty element, undefined when absent. */
function text(node: unknown, name: string): string | undefined {
  const value = field(node, name);
  if (typeof value === 'string') return value.trim();
  if (isObject(value) && typeof value['#text'] === 'string') return value['#text'].trim();
  return value === undefined ? undefined : '';
}

function optionalText(node: unknown, name: string): string | null {
  const value = text(node, name);
  return value === undefined || value === '' ? null : value;
}

function unavailable(reason: string): TaxpayerResult {
  return { kind: 'unavailable', reason };
}

/** Pick the registered seat (HQ) when NAV lists several addresses, else the first one. */
function preferredAddress(taxpayerData: unknown): unknown {
  const items = field(field(taxpayerData, 'taxpayerAddressList'), 'taxpayerAddressItem');
  if (!Array.isArray(items) || items.length === 0) return undefined;
  const list: unknown[] = items;
  const seat = list.find((item) => text(item, 'taxpayerAddressType') === 'HQ');
  return field(seat ?? list[0], 'taxpayerAddress');
}

/** NAV's taxpayerData mapped to the billing form's fields. */
export function taxpayerFromData(taxpayerData: unknown, askedTaxNumber: string): Taxpayer {
  const detail = field(taxpayerData, 'taxNumberDetail');
  const taxpayerId = text(detail, 'taxpayerId');
  const vatCode = text(detail, 'vatCode');
  const countyCode = text(detail, 'countyCode');
  const address = preferredAddress(taxpayerData);
  return {
    billing_name:
      optionalText(taxpayerData, 'taxpayerName') ??
      optionalText(taxpayerData, 'taxpayerShortName') ??
      '',
    tax_number:
      taxpayerId && vatCode && countyCode
        ? `${taxpayerId}-${vatCode}-${countyCode}`
        : askedTaxNumber,
    country: optionalText(address, 'countryCode') ?? 'HU',
    zip: text(address, 'postalCode') ?? '',
    city: text(address, 'city') ?? '',
    street_name: text(address, 'streetName') ?? '',
    public_place_category: text(address, 'publicPlaceCategory') ?? '',
    house_number: text(address, 'number') ?? '',
    building: optionalText(address, 'building'),
    stairway: optionalText(address, 'staircase'),
    floor: optionalText(address, 'floor'),
    door: optionalText(address, 'door'),
  };
}

export interface NavAnswer {
  result: TaxpayerResult;
  /** NAV's errorCode and message, when it sent one (for the log). */
  errorCode?: string;
  message?: string;
}

/**
 * Reads a queryTaxpayer answer (QueryTaxpayerResponse, GeneralErrorResponse or
 * GeneralExceptionResponse). "No such tax number" is not an error at NAV: funcCode OK,
 * taxpayerValidity false, no taxpayerData.
 */
export function readQueryTaxpayerResponse(
  body: string,
  httpStatus: number,
  askedTaxNumber: string,
): NavAnswer {
  const httpProblem = httpStatus >= 200 && httpStatus < 300 ? null : `http_${httpStatus}`;
  // The validator still ships with fast-xml-parser 5; its successor package is not a dependency.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (body.trim() === '' || XMLValidator.validate(body) !== true) {
    return { result: unavailable(httpProblem ?? 'malformed_response') };
  }
  let document: unknown;
  try {
    document = parser.parse(body) as unknown;
  } catch {
    return { result: unavailable(httpProblem ?? 'malformed_response') };
  }
  const rootName = isObject(document)
    ? Object.keys(document).find((key) => !key.startsWith('?'))
    : undefined;
  const root = rootName === undefined ? undefined : field(document, rootName);
  // GeneralExceptionResponse carries the result fields at the top.
  const result = field(root, 'result') ?? root;
  const funcCode = text(result, 'funcCode');
  const errorCode = text(result, 'errorCode') || undefined;
  const message = text(result, 'message') || undefined;
  if (funcCode === 'ERROR') {
    return { result: unavailable(errorCode ?? httpProblem ?? 'nav_error'), errorCode, message };
  }
  if (httpProblem) return { result: unavailable(httpProblem), errorCode, message };
  if (rootName !== 'QueryTaxpayerResponse' || funcCode !== 'OK') {
    return { result: unavailable('malformed_response') };
  }
  const validity = text(root, 'taxpayerValidity');
  const taxpayerData = field(root, 'taxpayerData');
  if (!isObject(taxpayerData)) {
    // "true" without data would leave nothing to fill the form with.
    return {
      result: validity === 'true' ? unavailable('malformed_response') : { kind: 'not_found' },
    };
  }
  if (validity === 'false') return { result: { kind: 'inactive' } };
  return { result: { kind: 'found', taxpayer: taxpayerFromData(taxpayerData, askedTaxNumber) } };
}
