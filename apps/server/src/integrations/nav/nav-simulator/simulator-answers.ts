import type { SimulatedAddress, SimulatedTaxpayer } from './nav-simulator.js';
import { NS, tag, type XmlElement } from './simulator-xml.js';

/** The simulator's answers, written the way the live service writes them. */

function addressXml(address: SimulatedAddress): string {
  const b = (name: keyof SimulatedAddress, value: string | undefined) => tag(`ns3:${name}`, value);
  return [
    '<ns2:taxpayerAddressItem>',
    tag('ns2:taxpayerAddressType', address.type),
    '<ns2:taxpayerAddress>',
    b('countryCode', address.countryCode),
    b('region', address.region),
    b('postalCode', address.postalCode),
    b('city', address.city),
    b('streetName', address.streetName),
    b('publicPlaceCategory', address.publicPlaceCategory),
    b('number', address.number),
    b('building', address.building),
    b('staircase', address.staircase),
    b('floor', address.floor),
    b('door', address.door),
    b('lotNumber', address.lotNumber),
    '</ns2:taxpayerAddress>',
    '</ns2:taxpayerAddressItem>',
  ].join('');
}

function taxpayerXml(taxpayer: SimulatedTaxpayer): string {
  return [
    '<ns2:taxpayerData>',
    tag('ns2:taxpayerName', taxpayer.name),
    tag('ns2:taxpayerShortName', taxpayer.shortName),
    '<ns2:taxNumberDetail>',
    tag('ns3:taxpayerId', taxpayer.taxpayerId),
    tag('ns3:vatCode', taxpayer.vatCode),
    tag('ns3:countyCode', taxpayer.countyCode),
    '</ns2:taxNumberDetail>',
    tag('ns2:incorporation', taxpayer.incorporation),
    tag('ns2:vatGroupMembership', taxpayer.vatGroupMembership),
    taxpayer.addresses.length === 0
      ? ''
      : `<ns2:taxpayerAddressList>${taxpayer.addresses.map(addressXml).join('')}</ns2:taxpayerAddressList>`,
    '</ns2:taxpayerData>',
  ].join('');
}

/** Namespaces as the live service writes them: common as default, api as ns2, base as ns3. */
const namespaceDeclarations = `xmlns="${NS.common}" xmlns:ns2="${NS.api}" xmlns:ns3="${NS.base}"`;

function headerXml(requestId: string | undefined, at: Date): string {
  return [
    '<header>',
    tag('requestId', requestId),
    tag('timestamp', at.toISOString()),
    '<requestVersion>3.0</requestVersion><headerVersion>1.0</headerVersion>',
    '</header>',
  ].join('');
}

/** The request's software block, echoed in the answer. */
function softwareXml(software: XmlElement | undefined): string {
  if (!software) return '';
  const fields = software.children
    .filter((child) => child.namespace === NS.api)
    .map((child) => tag(`ns2:${child.local}`, child.text))
    .join('');
  return `<ns2:software>${fields}</ns2:software>`;
}

/** A refusal: GeneralErrorResponse, or GeneralExceptionResponse when the request was unreadable. */
export function errorXml(
  fault: { errorCode: string; message: string },
  request: { requestId?: string; software?: XmlElement },
  at: Date,
): string {
  const result = `<funcCode>ERROR</funcCode>${tag('errorCode', fault.errorCode)}${tag('message', fault.message)}`;
  if (request.requestId === undefined) {
    // Nothing of the request could be read: NAV's GeneralExceptionResponse.
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><GeneralExceptionResponse xmlns="${NS.common}">${result}</GeneralExceptionResponse>`;
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:GeneralErrorResponse ${namespaceDeclarations}>${headerXml(request.requestId, at)}<result>${result}</result>${softwareXml(request.software)}</ns2:GeneralErrorResponse>`;
}

/** QueryTaxpayerResponse: taxpayerValidity, and taxpayerData when the number exists. */
export function successXml(
  request: { requestId: string; software: XmlElement },
  taxpayer: SimulatedTaxpayer | undefined,
  at: Date,
): string {
  return [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:QueryTaxpayerResponse ${namespaceDeclarations}>`,
    headerXml(request.requestId, at),
    '<result><funcCode>OK</funcCode></result>',
    softwareXml(request.software),
    taxpayer ? tag('ns2:infoDate', '2025-01-02T08:00:00.000Z') : '',
    tag('ns2:taxpayerValidity', taxpayer?.valid ? 'true' : 'false'),
    taxpayer ? taxpayerXml(taxpayer) : '',
    '</ns2:QueryTaxpayerResponse>',
  ].join('');
}
