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
})();
