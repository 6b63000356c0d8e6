/*
 * Demo stand-in for the support chatbot script (/chatbot/chatbot.js), served by demo builds only. It follows the
 * production contract (src/platform/chatbot/start-chatbot.ts): init(), then setLanguage(lang) and
 * setUser(user | null). It shows a launcher that opens a chat panel greeting the user it was given, with its
 * words taken from the page's own translations.
 */
(function () {
  'use strict';
  var lang = 'en';
  var user = null;
  var strings = { title: 'Support', close: 'Close' };
  var root = null;
  var panel = null;
  var launcher = null;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
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

  function fetchJson(file) {
    var tries = folders(lang);
    function attempt(i) {
      if (i >= tries.length) return Promise.resolve(null);
      return fetch('/earn/translations/earn-web/' + tries[i] + '/' + file).then(function (response) {
        return response.ok ? response.json() : attempt(i + 1);
      }, function () {
        return attempt(i + 1);
      });
    }
    return attempt(0);
  }

  function draw() {
    if (!root) return;
    launcher.textContent = strings.title;
    launcher.setAttribute('aria-expanded', panel.hidden ? 'false' : 'true');
    panel.replaceChildren();
    var head = el('div', 'sc-head');
    head.appendChild(el('h2', 'sc-title', strings.title));
    var close = el('button', 'sc-close', '\u00d7');
    close.type = 'button';
    close.setAttribute('aria-label', strings.close);
    close.addEventListener('click', function () {
      panel.hidden = true;
      draw();
      launcher.focus();
    });
    head.appendChild(close);
    panel.appendChild(head);
    var body = el('p', 'sc-body', user ? user.name : '\u2026');
    body.setAttribute('data-chat-user', user ? user.id : '');
    body.setAttribute('data-chat-lang', lang);
    panel.appendChild(body);
  }

  window.SupportChat = {
    init: function () {
      if (root) return;
      root = el('div', 'sc-root');
      root.setAttribute('data-support-chat', '');
      launcher = el('button', 'sc-launcher');
      launcher.type = 'button';
      launcher.setAttribute('aria-controls', 'sc-panel');
      panel = el('section', 'sc-panel');
      panel.id = 'sc-panel';
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-label', strings.title);
      panel.hidden = true;
      launcher.addEventListener('click', function () {
        panel.hidden = !panel.hidden;
        draw();
      });
      root.appendChild(panel);
      root.appendChild(launcher);
      document.body.appendChild(root);
      draw();
    },
    setLanguage: function (next) {
      lang = next;
      Promise.all([fetchJson('common.json'), fetchJson('account.json')]).then(function (loaded) {
        var common = loaded[0];
        var account = loaded[1];
        if (common && common.footer && common.footer.support) strings.title = common.footer.support;
        if (account && account.login && account.login.close) strings.close = account.login.close;
        if (panel) panel.setAttribute('aria-label', strings.title);
        draw();
      });
      draw();
    },
    setUser: function (next) {
      user = next;
      draw();
    },
  };
})();
