// One search index holds both languages (mkdocs-static-i18n builds a single index).
// Before Material fetches it, wrap fetch so that each language searches only its own pages:
// Chinese pages live under zh/, English pages everywhere else.
(function () {
  var lang = (document.documentElement.getAttribute("lang") || "en").toLowerCase();
  var isZh = lang.indexOf("zh") === 0;
  var original = window.fetch;
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : (input && input.url) || "";
    if (!/search\/search_index\.json(\?|$)/.test(url)) { return original.apply(this, arguments); }
    return original.apply(this, arguments).then(function (response) {
      return response.clone().json().then(function (index) {
        index.docs = index.docs.filter(function (doc) {
          var inZh = doc.location === "zh/" || doc.location.indexOf("zh/") === 0;
          return isZh ? inZh : !inZh;
        });
        return new Response(JSON.stringify(index), {
          status: response.status, headers: { "Content-Type": "application/json" }
        });
      });
    });
  };
})();
