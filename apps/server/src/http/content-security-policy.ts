/**
 * Content-Security-Policy: our own origin, the inline scripts of index.html by hash, and the tag
 * manager only when the theatre configured one (`google_tag` in the settings; the app's pages
 * then get the policy with `tagManager`, every other reply the one without).
 */
export const contentSecurityPolicy = (
  inlineScripts: string[],
  recaptcha: boolean,
  tagManager = false,
) => {
  // Google Tag Manager, and where its Google Analytics tags load pixels from and send to.
  const gtm = tagManager ? ['https://www.googletagmanager.com'] : [];
  const analyticsImages = tagManager ? ['https://*.google-analytics.com'] : [];
  const analyticsCalls = tagManager
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  // Google's documented sources for reCAPTCHA, only when bot protection is configured.
  const recaptchaScripts = recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const recaptchaFrames = recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  const frames = [...gtm, ...recaptchaFrames];
  return {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // WebAssembly may be compiled (the door scanner's QR reader, our own .wasm; no JS eval).
      scriptSrc: ["'self'", ...inlineScripts, ...gtm, ...recaptchaScripts, "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: the page's own object URLs of a file the user picked (the poster's preview before
      // it is uploaded); no other origin's images.
      imgSrc: ["'self'", 'data:', 'blob:', ...gtm, ...analyticsImages],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...analyticsCalls, ...gtm],
      // The door's service worker and the app's manifest (decision 0042): our own files only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      // The shop frames nothing of its own: only their frames, when configured.
      frameSrc: frames.length > 0 ? frames : ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
};
