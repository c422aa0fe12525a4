// Runs before the SentiScope shell starts, inline in the page's head (the server's CSP allows it by its hash).
(function () {
  var root = document.documentElement;
  // The visitor's remembered colour scheme, else the system's (also when storage is blocked).
  var scheme = null;
  try {
    scheme = localStorage.getItem('sentiscope.colorScheme');
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
    // sends the visitor to log in.
    var token = localStorage.getItem('token');
    var claims = token && JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (!claims || !(claims.exp * 1000 > Date.now())) root.setAttribute('data-signed-out', '');
  } catch {
    root.setAttribute('data-signed-out', '');
  }
})();
