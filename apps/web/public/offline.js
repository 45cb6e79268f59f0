// The offline page (served by the service worker when a page cannot be fetched). It takes the
// player's language and theme from the choices the app stored, and the brand's name the app last
// showed on this site; "Try again" (or the connection coming back) reloads the page asked for.
(function () {
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  var language = read('panalo.language') === 'TY' ? 'TY' : 'EN';
  var root = document.documentElement;
  root.lang = language === 'TY' ? 'fil' : 'en';
  root.dataset.theme = read('panalo.theme') === 'light' ? 'light' : 'dark';
  var brand = read('panalo.brandName');
  document.querySelectorAll('[data-lang]').forEach(function (element) {
    element.hidden = element.getAttribute('data-lang') !== language;
  });
  document.getElementById('offline-title').removeAttribute('id');
  var heading = document.querySelector('[data-lang="' + language + '"] h1');
  heading.id = 'offline-title';
  if (brand) document.getElementById('offline-brand').textContent = brand;
  document.title = (language === 'TY' ? 'Offline ka' : 'You are offline') + (brand ? ' | ' + brand : '');

  var status = document.getElementById('offline-status');
  function retry() {
    status.textContent = language === 'TY' ? 'Sinusubukang kumonekta…' : 'Trying to connect…';
    window.location.reload();
  }
  document.getElementById('offline-retry').addEventListener('click', retry);
  window.addEventListener('online', retry);

  // The browser says it is online, yet the page did not load (the connection was still coming up,
  // or the site was briefly unreachable): try again by itself a few times, waiting longer each time.
  var RETRIES_KEY = 'panalo.offlineRetries';
  var MAX_RETRIES = 5;
  if (navigator.onLine) {
    var state = { count: 0, at: 0 };
    try {
      state = JSON.parse(sessionStorage.getItem(RETRIES_KEY) || '') || state;
    } catch {
      /* none kept yet */
    }
    if (Date.now() - state.at > 120000) state.count = 0;
    if (state.count < MAX_RETRIES) {
      state.count += 1;
      state.at = Date.now();
      try {
        sessionStorage.setItem(RETRIES_KEY, JSON.stringify(state));
      } catch {
        /* storage blocked: retry anyway */
      }
      window.setTimeout(retry, 2000 * state.count);
    }
  }
})();
