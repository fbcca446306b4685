// Search, per language and on demand.
// mkdocs-static-i18n builds one index for both languages; the site's build hook splits it into
// search_index.en.json and search_index.zh.json. Material loads search/search_index.json with
// XMLHttpRequest when a page opens. This script (loaded before Material's bundle) points that request
// at the current language's file, and holds it back until the reader first uses the search box,
// so a page's first load does not download the index.
(function () {
  var lang = (document.documentElement.getAttribute("lang") || "en").toLowerCase();
  var suffix = lang.indexOf("zh") === 0 ? "zh" : "en";
  var INDEX = /search\/search_index\.json(?=(\?|#|$))/;
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  var wanted = false;
  var waiting = [];
  function release() {
    if (wanted) { return; }
    wanted = true;
    waiting.splice(0).forEach(function (go) { go(); });
  }
  ["focusin", "keydown", "pointerdown"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var t = event.target;
      if (type === "keydown" ? (event.key === "/" || event.key === "s" || event.key === "f") :
          (t && t.closest && t.closest(".md-search, [for='__search']"))) { release(); }
    }, true);
  });
  XMLHttpRequest.prototype.open = function (method, url) {
    var args = Array.prototype.slice.call(arguments);
    if (INDEX.test(String(url))) {
      args[1] = String(url).replace(INDEX, "search/search_index." + suffix + ".json");
      this.__ptrefIndex = true;
    }
    return open.apply(this, args);
  };
  XMLHttpRequest.prototype.send = function () {
    var xhr = this, args = arguments;
    if (xhr.__ptrefIndex && !wanted) {
      waiting.push(function () { send.apply(xhr, args); });
      return;
    }
    return send.apply(xhr, args);
  };
})();

// Queries that mix Latin and Chinese without a space ("relu激活", "检查cuda是否可用") are split at the
// boundary before they reach the search worker, as the index splits them: otherwise the whole string is one
// term that matches nothing. The reader's text in the search box is left as typed.
(function () {
  var post = Worker.prototype.postMessage;
  var BOUNDARY = /([A-Za-z0-9_.])(?=[\u3400-\u9fff])|([\u3400-\u9fff])(?=[A-Za-z0-9_])/g;
  Worker.prototype.postMessage = function (message) {
    if (message && message.type === 2 && typeof message.data === "string") {
      var args = Array.prototype.slice.call(arguments);
      args[0] = { type: message.type, data: message.data.replace(BOUNDARY, "$1$2 ") };
      return post.apply(this, args);
    }
    return post.apply(this, arguments);
  };
})();

// The search dialog gets an accessible name (Material's partial has none); a few lines here instead of a
// copied theme partial.
document.addEventListener("DOMContentLoaded", function () {
  var dialog = document.querySelector(".md-search[data-md-component=search]");
  var input = document.querySelector(".md-search__input");
  if (dialog && input) {
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-label", input.getAttribute("placeholder") || "Search");
  }
});
