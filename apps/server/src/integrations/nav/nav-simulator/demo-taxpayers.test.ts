import { checkTaxNumber, taxNumberCheckDigit } from '@theatre/contracts';
import { describe, expect, it } from 'vitest';
import { demoTaxpayers, demoUserTaxNumber } from './demo-taxpayers.js';

describe('the demo taxpayer directory', () => {
  it.each(demoTaxpayers.map((t) => [`${t.taxpayerId}-${t.vatCode}-${t.countyCode}`, t.name]))(
    '%s (%s) is a valid tax number',
    (taxNumber) => {
      expect(checkTaxNumber(taxNumber)).toBeNull();
    },
  );

  it('has valid VAT group ids and unique numbers', () => {
    for (const { vatGroupMembership } of demoTaxpayers) {
      if (vatGroupMembership) {
        expect(vatGroupMembership).toMatch(/^\d{8}$/);
        expect(taxNumberCheckDigit(vatGroupMembership.slice(0, 7))).toBe(
          Number(vatGroupMembership.charAt(7)),
        );
      }
    }
    const ids = demoTaxpayers.map((t) => t.taxpayerId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('holds the theatre itself, several full addresses and one inactive taxpayer', () => {
    const theatre = demoTaxpayers.find((t) => t.taxpayerId === demoUserTaxNumber);
    expect(theatre).toMatchObject({
      name: 'Rakparti Színház Nonprofit Kft.',
      vatCode: '2',
      countyCode: '41',
      valid: true,
      addresses: [
        {
          type: 'HQ',
          postalCode: '1011',
          city: 'Budapest',
          streetName: 'Bem',
          publicPlaceCategory: 'rakpart',
          number: '33',
        },
      ],
    });
    expect(demoTaxpayers.filter((t) => !t.valid)).toHaveLength(1);
    expect(
      demoTaxpayers.some((t) => t.addresses.some((a) => a.building && a.staircase && a.door)),
    ).toBe(true);
    for (const taxpayer of demoTaxpayers) {
      expect(taxpayer.addresses.filter((a) => a.type === 'HQ')).toHaveLength(1);
      for (const address of taxpayer.addresses) expect(address.postalCode).toMatch(/^[1-9]\d{3}$/);
    }
  });
});
