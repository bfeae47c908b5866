import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildQueryTaxpayerRequest, readQueryTaxpayerResponse } from './nav-taxpayer-xml.js';

const software = {
  softwareId: 'HU13421739JEGYPENZ',
  softwareName: 'Jegypénztár & co',
  softwareOperation: 'ONLINE_SERVICE' as const,
  softwareMainVersion: '1.0',
  softwareDevName: 'Rakparti Színház',
  softwareDevContact: 'it@rakparti.example',
};

describe('buildQueryTaxpayerRequest', () => {
  const xml = buildQueryTaxpayerRequest({
    requestId: 'RID215118906689',
    timestamp: '2019-09-11T11:11:08.579Z',
    login: 'demojegypenztar',
    passwordHash: 'AB'.repeat(64),
    userTaxNumber: '13421739',
    requestSignature: 'C5'.repeat(64),
    software,
    taxNumber: '24587132',
  });

  it('writes the header, user, software and queried number in their namespaces', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
      QueryTaxpayerRequest: Record<string, Record<string, unknown>>;
    };
    const root = parsed.QueryTaxpayerRequest;
    expect(root['@_xmlns']).toBe('http://schemas.nav.gov.hu/OSA/3.0/api');
    expect(root['@_xmlns:common']).toBe('http://schemas.nav.gov.hu/NTCA/1.0/common');
    expect(root['common:header']).toEqual({
      'common:requestId': 'RID215118906689',
      'common:timestamp': '2019-09-11T11:11:08.579Z',
      'common:requestVersion': '3.0',
      'common:headerVersion': '1.0',
    });
    expect(root['common:user']).toEqual({
      'common:login': 'demojegypenztar',
      'common:passwordHash': { '#text': 'AB'.repeat(64), '@_cryptoType': 'SHA-512' },
      'common:taxNumber': '13421739',
      'common:requestSignature': { '#text': 'C5'.repeat(64), '@_cryptoType': 'SHA3-512' },
    });
    expect(root.software).toEqual(software);
    expect(root.taxNumber).toBe('24587132');
  });

  it('escapes text', () => {
    expect(xml).toContain('<softwareName>Jegypénztár &amp; co</softwareName>');
  });
});

/** As the live service answers: common in the default namespace, api as ns2, base as ns3. */
const liveStyle = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:QueryTaxpayerResponse xmlns="http://schemas.nav.gov.hu/NTCA/1.0/common" xmlns:ns2="http://schemas.nav.gov.hu/OSA/3.0/api" xmlns:ns3="http://schemas.nav.gov.hu/OSA/3.0/base"><header><requestId>RID1</requestId><timestamp>2025-01-02T08:00:00.000Z</timestamp><requestVersion>3.0</requestVersion></header><result><funcCode>OK</funcCode></result>${body}</ns2:QueryTaxpayerResponse>`;

const address = (type: string, postalCode: string, extra = '') =>
  `<ns2:taxpayerAddressItem><ns2:taxpayerAddressType>${type}</ns2:taxpayerAddressType><ns2:taxpayerAddress><ns3:countryCode>HU</ns3:countryCode><ns3:postalCode>${postalCode}</ns3:postalCode><ns3:city>Szeged</ns3:city><ns3:streetName>Kárász</ns3:streetName><ns3:publicPlaceCategory>utca</ns3:publicPlaceCategory><ns3:number>9</ns3:number>${extra}</ns2:taxpayerAddress></ns2:taxpayerAddressItem>`;

describe('readQueryTaxpayerResponse', () => {
  // The seat's postal code has a leading zero to show values stay text.
  it('maps a valid taxpayer, preferring the registered seat (HQ) over a site', () => {
    const xml = liveStyle(
      `<ns2:taxpayerValidity>true</ns2:taxpayerValidity><ns2:taxpayerData><ns2:taxpayerName>Tisza-Print Nyomda Zrt. &amp; Társai</ns2:taxpayerName><ns2:taxNumberDetail><ns3:taxpayerId>26149088</ns3:taxpayerId><ns3:vatCode>2</ns3:vatCode><ns3:countyCode>06</ns3:countyCode></ns2:taxNumberDetail><ns2:incorporation>ORGANIZATION</ns2:incorporation><ns2:taxpayerAddressList>${address('SITE', '6728')}${address('HQ', '0672', '<ns3:building>B</ns3:building><ns3:staircase>II</ns3:staircase><ns3:floor>3</ns3:floor><ns3:door>12</ns3:door>')}</ns2:taxpayerAddressList></ns2:taxpayerData>`,
    );
    expect(readQueryTaxpayerResponse(xml, 200, '26149088-2-06').result).toEqual({
      kind: 'found',
      taxpayer: {
        billing_name: 'Tisza-Print Nyomda Zrt. & Társai',
        tax_number: '26149088-2-06',
        country: 'HU',
        zip: '0672',
        city: 'Szeged',
        street_name: 'Kárász',
        public_place_category: 'utca',
        house_number: '9',
        building: 'B',
        stairway: 'II',
        floor: '3',
        door: '12',
      },
    });
  });

  it('reads the namespaces of NAV sample files too (api default, common: and base: prefixes)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<QueryTaxpayerResponse xmlns="http://schemas.nav.gov.hu/OSA/3.0/api" xmlns:common="http://schemas.nav.gov.hu/NTCA/1.0/common" xmlns:base="http://schemas.nav.gov.hu/OSA/3.0/base">
  <common:header><common:requestId>RID1</common:requestId></common:header>
  <common:result><common:funcCode>OK</common:funcCode></common:result>
  <taxpayerValidity>true</taxpayerValidity>
  <taxpayerData>
    <taxpayerName>Rakparti Színház Nonprofit Kft.</taxpayerName>
    <taxNumberDetail><base:taxpayerId>13421739</base:taxpayerId></taxNumberDetail>
    <taxpayerAddressList>
      <taxpayerAddressItem>
        <taxpayerAddressType>BRANCH</taxpayerAddressType>
        <taxpayerAddress>
          <base:countryCode>HU</base:countryCode><base:postalCode>1011</base:postalCode>
          <base:city>Budapest</base:city><base:streetName>Bem</base:streetName>
          <base:publicPlaceCategory>rakpart</base:publicPlaceCategory><base:number>33</base:number>
          <base:building></base:building>
        </taxpayerAddress>
      </taxpayerAddressItem>
    </taxpayerAddressList>
  </taxpayerData>
</QueryTaxpayerResponse>`;
    // No vatCode/countyCode in the answer: the number as asked; the only address is used.
    expect(readQueryTaxpayerResponse(xml, 200, '13421739-2-41').result).toEqual({
      kind: 'found',
      taxpayer: {
        billing_name: 'Rakparti Színház Nonprofit Kft.',
        tax_number: '13421739-2-41',
        country: 'HU',
        zip: '1011',
        city: 'Budapest',
        street_name: 'Bem',
        public_place_category: 'rakpart',
        house_number: '33',
        building: null,
        stairway: null,
        floor: null,
        door: null,
      },
    });
  });

  it('says not_found for an unknown number (OK, validity false, no data)', () => {
    const xml = liveStyle('<ns2:taxpayerValidity>false</ns2:taxpayerValidity>');
    expect(readQueryTaxpayerResponse(xml, 200, '11111111-1-02').result).toEqual({
      kind: 'not_found',
    });
  });

  it('says inactive for a known number that is no longer valid', () => {
    const xml = liveStyle(
      '<ns2:taxpayerValidity>false</ns2:taxpayerValidity><ns2:taxpayerData><ns2:taxpayerName>Megszűnt Kft.</ns2:taxpayerName></ns2:taxpayerData>',
    );
    expect(readQueryTaxpayerResponse(xml, 200, '23998515-2-41').result).toEqual({
      kind: 'inactive',
    });
  });

  it('turns NAV errors into unavailable with the error code', () => {
    const error = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><ns2:GeneralErrorResponse xmlns="http://schemas.nav.gov.hu/NTCA/1.0/common" xmlns:ns2="http://schemas.nav.gov.hu/OSA/3.0/api"><header><requestId>RID1</requestId></header><result><funcCode>ERROR</funcCode><errorCode>INVALID_SECURITY_USER</errorCode><message>Helytelen authentikációs adatok!</message></result></ns2:GeneralErrorResponse>`;
    expect(readQueryTaxpayerResponse(error, 401, '13421739-2-41')).toEqual({
      result: { kind: 'unavailable', reason: 'INVALID_SECURITY_USER' },
      errorCode: 'INVALID_SECURITY_USER',
      message: 'Helytelen authentikációs adatok!',
    });
    const exception = `<GeneralExceptionResponse xmlns="http://schemas.nav.gov.hu/NTCA/1.0/common"><funcCode>ERROR</funcCode><errorCode>OPERATION_FAILED</errorCode></GeneralExceptionResponse>`;
    expect(readQueryTaxpayerResponse(exception, 500, '13421739-2-41').result).toEqual({
      kind: 'unavailable',
      reason: 'OPERATION_FAILED',
    });
  });

  it('turns HTTP failures and garbage into unavailable', () => {
    expect(readQueryTaxpayerResponse('', 503, '13421739-2-41').result).toEqual({
      kind: 'unavailable',
      reason: 'http_503',
    });
    expect(readQueryTaxpayerResponse('<html>Bad gateway', 502, 'x').result).toEqual({
      kind: 'unavailable',
      reason: 'http_502',
    });
    expect(
      readQueryTaxpayerResponse(
        liveStyle('<ns2:taxpayerValidity>false</ns2:taxpayerValidity>'),
        500,
        'x',
      ).result,
    ).toEqual({
      kind: 'unavailable',
      reason: 'http_500',
    });
    expect(readQueryTaxpayerResponse('{"ok":true}', 200, 'x').result).toEqual({
      kind: 'unavailable',
      reason: 'malformed_response',
    });
    expect(readQueryTaxpayerResponse('<other><a>1</a></other>', 200, 'x').result).toEqual({
      kind: 'unavailable',
      reason: 'malformed_response',
    });
    expect(
      readQueryTaxpayerResponse(
        liveStyle('<ns2:taxpayerValidity>true</ns2:taxpayerValidity>'),
        200,
        'x',
      ).result,
    ).toEqual({ kind: 'unavailable', reason: 'malformed_response' });
  });
});
