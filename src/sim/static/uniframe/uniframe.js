/*
 * Demo stand-in for the exchange's external shell script (/uniframe/uniframe.js), served by demo builds only.
 * It follows the production contract (src/platform/uniframe/start-uniframe.ts): init({ lang, header, footer,
 * onLogout }) returns the parts it drew, sync(state) redraws the header for the login state, and the header's
 * "Log out" calls onLogout. By default it draws nothing, so the demo keeps the app's own header and footer;
 * with localStorage 'earn-demo-shell' set to 'full' it draws both, as the production shell does.
 */
(function () {
  'use strict';
  var MODE_KEY = 'earn-demo-shell';
  var options = null;
  var strings = null;
  var state = { lang: 'en', loggedIn: false, userName: null };

  function mode() {
    try {
      return window.localStorage.getItem(MODE_KEY) === 'full' ? 'full' : 'none';
    } catch {
      return 'none';
    }
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function text(key, fallback) {
    var value = strings && strings.account && strings.account[key];
    return typeof value === 'string' ? value : fallback;
  }

  function localePrefix() {
    var first = window.location.pathname.split('/')[1] || '';
    return /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(first) && first !== 'earn' ? '/' + first : '';
  }

  function drawHeader() {
    if (!options) return;
    var header = el('header', 'uf-header');
    header.setAttribute('data-uniframe', 'header');
    var brand = el('a', 'uf-brand', 'Kestrel');
    brand.href = localePrefix() + '/earn/home/';
    header.appendChild(brand);
    var right = el('div', 'uf-right');
    if (state.loggedIn) {
      right.appendChild(el('span', 'uf-user', state.userName || ''));
      var logout = el('button', 'uf-button', text('logout', 'Log out'));
      logout.type = 'button';
      logout.addEventListener('click', function () {
        options.onLogout();
      });
      right.appendChild(logout);
    } else {
      var login = el('a', 'uf-button', text('login', 'Log in'));
      login.href = localePrefix() + '/earn/login/?redirect_url=' + encodeURIComponent(window.location.pathname);
      right.appendChild(login);
    }
    header.appendChild(right);
    options.header.replaceChildren(header);
  }

  function drawFooter() {
    if (!options) return;
    var footer = el('footer', 'uf-footer');
    footer.setAttribute('data-uniframe', 'footer');
    footer.appendChild(el('p', null, '\u00a9 Kestrel'));
    options.footer.replaceChildren(footer);
  }

  // The page preloads the translation folders its locale reads (index.html): asking only for those keeps the
  // demo free of 404s (kk-KAZ reads kk); a page without them falls back to locale, language, English.
  function folders(lang) {
    var found = [];
    var links = document.querySelectorAll('link[rel=preload][href$="/common.json"]');
    for (var i = 0; i < links.length; i++) {
      var match = /\/earn-web\/([^/]+)\/common\.json$/.exec(links[i].getAttribute('href') || '');
      if (match) found.push(match[1]);
    }
    return found.length > 0 ? found : [lang, lang.split('-')[0], 'en'];
  }

  function loadStrings(lang) {
    var base = '/earn/translations/earn-web/';
    var tries = folders(lang);
    function attempt(i) {
      if (i >= tries.length) return Promise.resolve(null);
      return fetch(base + tries[i] + '/common.json').then(function (response) {
        return response.ok ? response.json() : attempt(i + 1);
      }, function () {
        return attempt(i + 1);
      });
    }
    return attempt(0);
  }

  window.Uniframe = {
    init: function (given) {
      if (mode() !== 'full') return { header: false, footer: false };
      options = given;
      state.lang = given.lang;
      drawHeader();
      drawFooter();
      loadStrings(given.lang).then(function (loaded) {
        strings = loaded;
        drawHeader();
      });
      return { header: true, footer: true };
    },
    sync: function (next) {
      if (!options) return;
      if (next.loggedIn === state.loggedIn && next.userName === state.userName && next.lang === state.lang) return;
      state = { lang: next.lang, loggedIn: next.loggedIn, userName: next.userName };
      drawHeader();
    },
  };
})();
