// Small site behaviour that needs no copied theme template.
// 1. The language switch keeps the reader's place: the section anchor (#...) travels with the link.
// 2. The 404 page speaks the language of the address the reader asked for (/zh/... gets Chinese),
//    also when the site lives under a project sub-path (https://user.github.io/reference/zh/...).
(function () {
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[hreflang]");
    if (link && location.hash && link.href.indexOf("#") < 0) {
      link.href = link.href + location.hash;
    }
  }, true);
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.querySelector("[data-ptref-404]");
    if (!box) { return; }
    var zh = /\/zh(\/|$)/.test(location.pathname);
    box.querySelectorAll("[data-lang]").forEach(function (el) {
      el.hidden = el.getAttribute("data-lang") !== (zh ? "zh" : "en");
    });
    if (zh) { document.documentElement.setAttribute("lang", "zh"); }
  });
})();
