import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorXml, successXml } from './simulator-answers.js';
import { childOf, NS, readXml, type XmlElement } from './simulator-xml.js';

/**
 * A local stand-in for NAV Online Számla v3 `/queryTaxpayer` on loopback: it authenticates the
 * technical user, recomputes the request signature, checks the timestamp window and requestId
 * uniqueness, paces traffic like NAV, and answers from a directory of taxpayers. Its own code:
 * it imports nothing from the adapter, so the two check each other.
 */

/** A technical user of a registered company. */
export interface SimulatedUser {
  login: string;
  password: string;
  signKey: string;
  /** The company's 8-digit taxpayer id. */
  taxNumber: string;
}

/** NAV's DetailedAddressType, with the address type of the taxpayerAddressItem. */
export interface SimulatedAddress {
  type: 'HQ' | 'SITE' | 'BRANCH';
  countryCode: string;
  region?: string;
  postalCode: string;
  city: string;
  streetName: string;
  publicPlaceCategory: string;
  number?: string;
  building?: string;
  staircase?: string;
  floor?: string;
  door?: string;
  lotNumber?: string;
}

export interface SimulatedTaxpayer {
  /** 8 digits. */
  taxpayerId: string;
  vatCode: string;
  countyCode: string;
  name: string;
  shortName?: string;
  incorporation: 'ORGANIZATION' | 'SELF_EMPLOYED' | 'TAXABLE_PERSON';
  /** false: the number exists but is not valid (ceased, suspended): taxpayerValidity false. */
  valid: boolean;
  /** The 8-digit id of the VAT group the taxpayer belongs to. */
  vatGroupMembership?: string;
  addresses: SimulatedAddress[];
}

export interface NavSimulatorOptions {
  /** 0 or absent: an ephemeral port. */
  port?: number;
  users: SimulatedUser[];
  taxpayers: SimulatedTaxpayer[];
  /** The simulator's idea of now, for the ±1 day timestamp window. */
  now?: () => Date;
  /**
   * NAV serves one request per second per IP and delays each further one by 4000 ms; tests may
   * shorten the delay (the throttled count still tells).
   */
  trafficDelayMs?: number;
}

export interface NavSimulator {
  /** The API base to configure, ending in /invoiceService/v3. */
  url: string;
  /** How many requests reached the endpoint, and how many of them broke the 1/s limit. */
  stats(): { requests: number; throttled: number };
  /** Answer MAINTENANCE_MODE (HTTP 503) while on. */
  setMaintenance(on: boolean): void;
  close(): Promise<void>;
}

const basePath = '/invoiceService/v3';
const maxBody = 64 * 1024;
const dayMs = 24 * 60 * 60 * 1000;

class NavFault extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

const upperHex = (algorithm: string, value: string) =>
  createHash(algorithm).update(value, 'utf8').digest('hex').toUpperCase();

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The text of a required child; INVALID_REQUEST when missing or not matching its pattern. */
function required(parent: XmlElement | undefined, ns: string, local: string, pattern: RegExp) {
  const element = childOf(parent, ns, local);
  if (!element) throw new NavFault(400, 'INVALID_REQUEST', `${local}: missing element`);
  if (!pattern.test(element.text)) {
    throw new NavFault(400, 'INVALID_REQUEST', `${local}: value does not match ${pattern.source}`);
  }
  return element;
}

interface ParsedRequest {
  requestId: string;
  timestamp: string;
  requestVersion: string;
  headerVersion: string | undefined;
  login: string;
  passwordHash: XmlElement;
  userTaxNumber: string;
  requestSignature: XmlElement;
  software: XmlElement;
  taxNumber: string;
}

const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/;

/** Schema-level shape of QueryTaxpayerRequest. */
function parseRequest(body: string): ParsedRequest {
  const root = readXml(body);
  if (!root) throw new NavFault(400, 'INVALID_REQUEST', 'The request is not well-formed XML');
  if (root.namespace !== NS.api || root.local !== 'QueryTaxpayerRequest') {
    throw new NavFault(400, 'INVALID_REQUEST', `Unexpected root element ${root.local}`);
  }
  const header = childOf(root, NS.common, 'header');
  const user = childOf(root, NS.common, 'user');
  const software = childOf(root, NS.api, 'software');
  if (!header || !user || !software) {
    throw new NavFault(400, 'INVALID_REQUEST', 'header, user and software are required');
  }
  for (const [name, pattern] of [
    ['softwareId', /^[0-9A-Z-]{18}$/],
    ['softwareName', /^.{1,50}$/],
    ['softwareOperation', /^(LOCAL_SOFTWARE|ONLINE_SERVICE)$/],
    ['softwareMainVersion', /^.{1,15}$/],
    ['softwareDevName', /^.{1,512}$/],
    ['softwareDevContact', /^.{1,200}$/],
  ] as const) {
    required(software, NS.api, name, pattern);
  }
  return {
    requestId: required(header, NS.common, 'requestId', /^[+a-zA-Z0-9_]{1,30}$/).text,
    timestamp: required(header, NS.common, 'timestamp', timestampPattern).text,
    requestVersion: required(header, NS.common, 'requestVersion', /^.{1,15}$/).text,
    headerVersion: childOf(header, NS.common, 'headerVersion')?.text,
    login: required(user, NS.common, 'login', /^[a-zA-Z0-9]{6,15}$/).text,
    passwordHash: required(user, NS.common, 'passwordHash', /^[0-9A-F]{128}$/i),
    userTaxNumber: required(user, NS.common, 'taxNumber', /^\d{8}$/).text,
    requestSignature: required(user, NS.common, 'requestSignature', /^[0-9A-F]{128}$/i),
    software,
    taxNumber: required(root, NS.api, 'taxNumber', /^\d{8}$/).text,
  };
}

function readBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > maxBody ? null : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

/** Starts the simulator on 127.0.0.1. */
export async function startNavSimulator(options: NavSimulatorOptions): Promise<NavSimulator> {
  const now = options.now ?? (() => new Date());
  const trafficDelayMs = options.trafficDelayMs ?? 4000;
  const users = new Map(options.users.map((user) => [user.login, user]));
  const directory = new Map(options.taxpayers.map((taxpayer) => [taxpayer.taxpayerId, taxpayer]));
  /** Successful requestIds per requesting company (a failed one may be reused). */
  const usedRequestIds = new Map<string, Set<string>>();
  const lastRequestAt = new Map<string, number>();
  const stats = { requests: 0, throttled: 0 };
  let maintenance = false;
  const timers = new Set<NodeJS.Timeout>();

  function answer(request: ParsedRequest): string {
    if (request.requestVersion !== '3.0') {
      throw new NavFault(400, 'INVALID_REQUEST_VERSION', 'requestVersion must be 3.0');
    }
    if (request.headerVersion !== undefined && request.headerVersion !== '1.0') {
      throw new NavFault(400, 'INVALID_HEADER_VERSION', 'headerVersion must be 1.0');
    }
    if (request.passwordHash.attributes.cryptoType !== 'SHA-512') {
      throw new NavFault(400, 'INVALID_PASSWORD_HASH_CRYPTO', 'passwordHash cryptoType: SHA-512');
    }
    if (request.requestSignature.attributes.cryptoType !== 'SHA3-512') {
      throw new NavFault(
        400,
        'INVALID_REQUEST_SIGNATURE_HASH_CRYPTO',
        'requestSignature cryptoType: SHA3-512',
      );
    }
    const user = users.get(request.login);
    if (!user || !sameText(request.passwordHash.text, upperHex('sha512', user.password))) {
      throw new NavFault(401, 'INVALID_SECURITY_USER', 'Helytelen authentikációs adatok!');
    }
    if (request.userTaxNumber !== user.taxNumber) {
      throw new NavFault(500, 'INVALID_USER_RELATION', 'The user does not belong to this taxpayer');
    }
    const at = Date.parse(request.timestamp);
    if (!Number.isFinite(at) || Math.abs(at - now().getTime()) > dayMs) {
      throw new NavFault(400, 'INVALID_TIMESTAMP', 'The timestamp is outside the allowed window');
    }
    const ts14 = (timestampPattern.exec(request.timestamp) ?? []).slice(1, 7).join('');
    const expected = upperHex('sha3-512', `${request.requestId}${ts14}${user.signKey}`);
    if (!sameText(request.requestSignature.text, expected)) {
      throw new NavFault(400, 'INVALID_REQUEST_SIGNATURE', 'Invalid request signature');
    }
    const used = usedRequestIds.get(user.taxNumber) ?? new Set<string>();
    if (used.has(request.requestId)) {
      throw new NavFault(400, 'REQUEST_ID_NOT_UNIQUE', 'The requestId has already been used');
    }
    used.add(request.requestId);
    usedRequestIds.set(user.taxNumber, used);
    return successXml(request, directory.get(request.taxNumber), now());
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== `${basePath}/queryTaxpayer`) {
      res.writeHead(404).end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    stats.requests += 1;
    const client = req.socket.remoteAddress ?? '';
    const arrived = performance.now();
    const previous = lastRequestAt.get(client);
    lastRequestAt.set(client, arrived);
    if (previous !== undefined && arrived - previous < 1000) {
      stats.throttled += 1;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, trafficDelayMs);
        timers.add(timer);
      });
    }
    const body = await readBody(req);
    let parsed: Partial<ParsedRequest> = {};
    let status = 200;
    let xml: string;
    try {
      if (maintenance) throw new NavFault(503, 'MAINTENANCE_MODE', 'Maintenance in progress');
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/xml') {
        throw new NavFault(400, 'INVALID_REQUEST', 'Content-Type must be application/xml');
      }
      if (body === null) throw new NavFault(400, 'INVALID_REQUEST', 'The request is too large');
      const request = parseRequest(body);
      parsed = request;
      xml = answer(request);
    } catch (error) {
      const fault =
        error instanceof NavFault
          ? error
          : new NavFault(500, 'OPERATION_FAILED', 'Feldolgozás sikertelen!');
      status = fault.httpStatus;
      xml = errorXml(fault, parsed, now());
    }
    res.writeHead(status, { 'content-type': 'application/xml;charset=UTF-8' }).end(xml);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    stats: () => ({ ...stats }),
    setMaintenance: (on) => {
      maintenance = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
