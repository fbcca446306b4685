// One search index holds both languages (mkdocs-static-i18n builds a single index).
// Material loads it with XMLHttpRequest (as a Blob, then .text()). Before that happens,
// patch the request so that each language searches only its own pages:
// Chinese pages live under zh/, English pages everywhere else.
(function () {
  var lang = (document.documentElement.getAttribute("lang") || "en").toLowerCase();
  var isZh = lang.indexOf("zh") === 0;
  var INDEX = /search\/search_index\.json(\?|#|$)/;
  function keep(doc) {
    var inZh = doc.location === "zh/" || doc.location.indexOf("zh/") === 0;
    return isZh ? inZh : !inZh;
  }
  function filtered(text) {
    var index = JSON.parse(text);
    index.docs = index.docs.filter(keep);
    return JSON.stringify(index);
  }
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    if (INDEX.test(String(url))) {
      var xhr = this;
      var desc = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, "response");
      Object.defineProperty(xhr, "response", {
        configurable: true,
        get: function () {
          var original = desc.get.call(xhr);
          if (original && typeof original.text === "function") {
            return { text: function () { return original.text().then(filtered); } };
          }
          return typeof original === "string" ? filtered(original) : original;
        }
      });
    }
    return open.apply(this, arguments);
  };
})();
