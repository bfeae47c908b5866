/**
 * A request URL fit for the logs: the one-time tokens of e-mailed links (verification, password
 * reset, magic link) are replaced, so log access never gives anyone a usable link; so are the cart
 * keys in the cart and sale paths, which let their holder change and order the cart.
 */
export function redactUrl(url: string): string {
  return url
    .replace(
      /(\/(?:cart|sale)\/(?:get-key\/)?)(?!get-key(?:[/?#]|$))[\w-]{32}(?=[/?#]|$)/g,
      '$1[redacted]',
    )
    .replace(/(\/verify-email\/[^/?#]*\/)[^/?#]+/g, '$1[redacted]')
    .replace(/(\/reset-password\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:token|purchase)=)[^&#]*/gi, '$1[redacted]');
}
