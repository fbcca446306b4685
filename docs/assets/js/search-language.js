// One search index per language. mkdocs-static-i18n builds a single index for both languages;
// the site's build hook splits it into search_index.en.json and search_index.zh.json.
// Material loads search/search_index.json with XMLHttpRequest: point that request at the
// current language's file, so each language searches (and downloads) only its own pages.
(function () {
  var lang = (document.documentElement.getAttribute("lang") || "en").toLowerCase();
  var suffix = lang.indexOf("zh") === 0 ? "zh" : "en";
  var INDEX = /search\/search_index\.json(?=(\?|#|$))/;
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    var args = Array.prototype.slice.call(arguments);
    if (INDEX.test(String(url))) {
      args[1] = String(url).replace(INDEX, "search/search_index." + suffix + ".json");
    }
    return open.apply(this, args);
  };
})();
