/**
 * A refusal of the simulated agent: Számlázz.hu's error code and its Hungarian message. The codes
 * are the documented ones (docs.szamlazz.hu, "Error messages and codes" and the receipt
 * supplement) except the simulator's own 99xx: `alreadyCancelled` (Számlázz.hu documents no
 * code for cancelling a cancelled document; other integrators saw it echo the sztornó invoice
 * instead, the simulator's `repeatedCancellation: 'echo'` does that) and `modifiesTooMuch` (a
 * modifying invoice that would take back more than its invoice has left; no documented code).
 */
export class AgentFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const faultCodes = {
  maintenance: 1,
  login: 3,
  missingData: 7,
  stornoOfStorno: 14,
  noXmlFile: 53,
  xmlReading: 57,
  unknownPrefix: 202,
  netMismatch: 259,
  vatMismatch: 260,
  grossMismatch: 261,
  prefixOfInvoices: 336,
  prefixFormat: 337,
  callIdUsed: 338,
  noSuchReceipt: 339,
  paymentsMismatch: 340,
  alreadyCancelled: 9901,
  modifiesTooMuch: 9902,
} as const;
