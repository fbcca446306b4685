// Render TeX to HTML with KaTeX at build time, so pages need KaTeX's CSS and fonts but no script.
// Protocol: one JSON object per line on stdin, {"tex": "...", "display": true|false};
// one JSON object per line on stdout, {"html": "..."} or {"error": "..."}.
const katex = require("katex");
const readline = require("readline");

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on("line", (line) => {
  let out;
  try {
    const req = JSON.parse(line);
    out = { html: katex.renderToString(req.tex, { displayMode: !!req.display, throwOnError: true }) };
  } catch (e) {
    out = { error: String(e && e.message ? e.message : e) };
  }
  process.stdout.write(JSON.stringify(out) + "\n");
});
