import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config.js';

/*
 * One address for the shop (decision 0026). The session lives in the browser's storage of one
 * origin, so a buyer who came by 127.0.0.1 and is sent back to localhost (or from www to the apex)
 * arrives signed out. With PUBLIC_URL, pages asked for on another host are redirected to it and
 * every link names it. Without it (the demo) the links name the address the buyer came by, but
 * only one this machine answers on: a Host header is the client's word, and a link to a host the
 * client chose would carry a sign-in token to it (host-header injection).
 */

type OriginConfig = Pick<Config, 'publicUrl' | 'publicUrlSet' | 'host' | 'port'>;

/** A Host header's characters: a name, an IPv4 or a bracketed IPv6 address, and a port. */
const hostShape = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

let ownNames: Set<string> | undefined;

/**
 * The names and addresses of this machine, as a URL's hostname spells them: its interfaces'
 * addresses (loopback, LAN), its host name, and the address the server listens on when it is one.
 * Read once: a demo does not change networks while it runs.
 */
function machineNames(config: Pick<Config, 'host'>): Set<string> {
  if (ownNames) return ownNames;
  const names = new Set<string>([os.hostname().toLowerCase()]);
  for (const address of Object.values(os.networkInterfaces()).flat()) {
    if (!address) continue;
    // Link-local IPv6 addresses need a zone a URL cannot carry.
    if (address.family === 'IPv6' && address.address.toLowerCase().startsWith('fe80')) continue;
    names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
  }
  if (config.host !== '0.0.0.0' && config.host !== '::') {
    names.add(config.host.includes(':') ? `[${config.host}]` : config.host.toLowerCase());
  }
  ownNames = names;
  return names;
}

function isLoopbackName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/**
 * The origin the request was made to, when this server really answers there: a loopback name or
 * one of this machine's names and addresses, on the port the connection came in on (any port
 * when a trusted proxy named the host). Null otherwise.
 */
export function requestOrigin(request: FastifyRequest, config: OriginConfig): string | null {
  // request.host is X-Forwarded-Host only from a proxy TRUST_PROXY believes.
  const host = request.host;
  if (typeof host !== 'string' || !hostShape.test(host)) return null;
  const url = URL.parse(`${request.protocol}://${host}`);
  if (url === null) return null;
  if (!isLoopbackName(url.hostname) && !machineNames(config).has(url.hostname)) return null;
  const forwarded = host !== request.headers.host;
  if (!forwarded) {
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    const listening = (request.socket as { localPort?: number } | undefined)?.localPort;
    if (port !== (listening ?? config.port)) return null;
  }
  return url.origin;
}

/**
 * The origin the links made for this request name (e-mails, the payment's return address):
 * PUBLIC_URL when it is set; otherwise the address the buyer came by when the server answers
 * there, else the demo's own (`http://localhost:$PORT`).
 */
export function linkOrigin(request: FastifyRequest, config: OriginConfig): string {
  if (config.publicUrlSet) return config.publicUrl;
  return requestOrigin(request, config) ?? config.publicUrl;
}

/**
 * Where a page asked for on another host than PUBLIC_URL's belongs (the same path and query on
 * PUBLIC_URL); null on the right host or without PUBLIC_URL. Only the host is compared: whether
 * the browser used https is the proxy's to enforce (and HSTS's), and a proxy that does not say
 * so would otherwise send every page round in a loop.
 */
export function canonicalPageUrl(request: FastifyRequest, config: OriginConfig): string | null {
  if (!config.publicUrlSet) return null;
  const expected = new URL(config.publicUrl);
  const seen = URL.parse(`${expected.protocol}//${request.host}`)?.host;
  return seen === expected.host ? null : `${config.publicUrl}${request.url}`;
}
