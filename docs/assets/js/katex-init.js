// Render $...$ and $$...$$ (wrapped by pymdownx.arithmatex) with the vendored KaTeX.
(function () {
  function render() {
    var blocks = document.querySelectorAll(".arithmatex");
    for (var i = 0; i < blocks.length; i++) {
      renderMathInElement(blocks[i], {
        delimiters: [
          { left: "\\(", right: "\\)", display: false },
          { left: "\\[", right: "\\]", display: true }
        ],
        throwOnError: false
      });
    }
  }
  if (typeof document$ !== "undefined") { document$.subscribe(render); }
  else { document.addEventListener("DOMContentLoaded", render); }
})();
