/**
 * A request URL fit for the logs: the one-time tokens of e-mailed links (verification, password
 * reset, magic link) are replaced, so log access never gives anyone a usable link.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/verify-email\/[^/?#]*\/)[^/?#]+/g, '$1[redacted]')
    .replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|purchase)=)[^&#]*/gi, '$1[redacted]');
}
