// Runs before the SentiScope shell starts, inline in the page's head (the server's CSP allows it by its hash).
// The build (shell/head-script.ts) fills in the two storage keys from the shared constants.
(function (tokenKey, schemeKey) {
  var root = document.documentElement;
  // The visitor's remembered colour scheme, else the system's (also when storage is blocked).
  var scheme = null;
  try {
    scheme = localStorage.getItem(schemeKey);
  } catch {
    // Storage blocked: the system's scheme.
  }
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  }
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
  try {
    // No session (no token, or an expired one): a member page's prerendered frame stays hidden while the shell
    // sends the visitor to log in. The shell reads the token the same way (readValidToken); a test holds the two
    // to the same answers.
    var parts = (localStorage.getItem(tokenKey) || '').split('.');
    var claims = parts.length === 3 && JSON.parse(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/')));
    var valid = claims && typeof claims.userId === 'string' && typeof claims.exp === 'number';
    if (!valid || !(claims.exp * 1000 > Date.now())) root.setAttribute('data-signed-out', '');
  } catch {
    root.setAttribute('data-signed-out', '');
  }
})(TOKEN_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY);
