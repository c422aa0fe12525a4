// Runs before the SentiScope shell starts: applies the visitor's remembered colour scheme, else the system's.
(function () {
  try {
    var scheme = localStorage.getItem('sentiscope.colorScheme');
    if (scheme !== 'light' && scheme !== 'dark') {
      scheme = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    }
    document.documentElement.dataset.theme = scheme;
    document.documentElement.style.colorScheme = scheme;
  } catch {
    // Storage blocked: the app applies the system scheme once it starts.
  }
})();
