/* global window, document */
// Applies the remembered colour scheme before the first paint (no flash of the wrong scheme).
// Kept as an external file so a strict Content-Security-Policy (script-src 'self') allows it.
(function () {
  var scheme = 'auto';
  try {
    var raw = window.localStorage.getItem('jegy-layout');
    var parsed = raw ? JSON.parse(raw) : null;
    var value = parsed && parsed.state && parsed.state.colorScheme;
    if (value === 'light' || value === 'dark' || value === 'auto') scheme = value;
  } catch {
    /* storage unavailable: follow the system */
  }
  if (scheme === 'auto') {
    scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
