/**
 * Content-Security-Policy: our own origin, the inline scripts of index.html by hash, and the tag
 * manager the theatre may configure.
 */
export const contentSecurityPolicy = (inlineScripts: string[], recaptcha: boolean) => {
  // Google's documented sources for reCAPTCHA, only when bot protection is configured.
  const recaptchaScripts = recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const recaptchaFrames = recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
    : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: [
        "'self'",
        ...inlineScripts,
        'https://www.googletagmanager.com',
        ...recaptchaScripts,
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: [
        "'self'",
        'data:',
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
      ],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
      frameSrc: ['https://www.googletagmanager.com', ...recaptchaFrames],
      upgradeInsecureRequests: null,
    },
  };
};
