"""Math rendered at build time with KaTeX (one Node process per build): no math script on any page."""

from __future__ import annotations

import html
import re

from .common import ROOT, PageError, log


class Katex:
    """One Node process (tools/katex-render.cjs) that renders TeX for the whole build."""

    def __init__(self) -> None:
        import shutil
        import subprocess

        node = shutil.which("node")
        script = ROOT / "tools" / "katex-render.cjs"
        if not node or not (ROOT / "node_modules" / "katex").is_dir():
            raise PageError(
                "math is rendered at build time with KaTeX on Node.js: run ./dev setup "
                "(installs nodejs and the npm packages in package.json)"
            )
        self.proc = subprocess.Popen(
            [node, str(script)],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self.cache: dict[tuple[str, bool], str] = {}

    def render(self, tex: str, display: bool, where: str) -> str:
        import json

        key = (tex, display)
        if key not in self.cache:
            assert self.proc.stdin is not None and self.proc.stdout is not None
            self.proc.stdin.write(json.dumps({"tex": tex, "display": display}) + "\n")
            self.proc.stdin.flush()
            out = json.loads(self.proc.stdout.readline())
            if "error" in out:
                log.warning(f"{where}: KaTeX cannot render {tex!r}: {out['error']}")
                return html.escape(tex)
            self.cache[key] = out["html"]
        return self.cache[key]


_katex: Katex | None = None


def katex() -> Katex:
    global _katex
    if _katex is None:
        _katex = Katex()
    return _katex


ARITHMATEX = re.compile(r'<(span|div) class="arithmatex">\s*\\([(\[])(.*?)\\[)\]]\s*</\1>', re.S)

NB_MARKDOWN = re.compile(r'(<div class="jp-RenderedHTMLCommon jp-RenderedMarkdown[^"]*"[^>]*>)(.*?)(</div>)', re.S)

NB_MATH = re.compile(r"\$\$(.+?)\$\$|(?<![\\$])\$(?!\s)([^$\n]+?)(?<!\s)\$", re.S)


def render_math(html_text: str, where: str, notebook: bool) -> str:
    """Replace TeX (arithmatex output, or $...$ in notebook markdown cells) with KaTeX HTML."""

    def arith(m: re.Match[str]) -> str:
        return katex().render(html.unescape(m.group(3)), m.group(2) == "[", where)

    html_text = ARITHMATEX.sub(arith, html_text)
    if notebook:

        def cell(m: re.Match[str]) -> str:
            parts = re.split(r"(<pre\b.*?</pre>|<code\b.*?</code>)", m.group(2), flags=re.S)
            for i in range(0, len(parts), 2):
                parts[i] = NB_MATH.sub(
                    lambda mm: katex().render(
                        html.unescape(mm.group(1) if mm.group(1) is not None else mm.group(2)),
                        mm.group(1) is not None,
                        where,
                    ),
                    parts[i],
                )
            return m.group(1) + "".join(parts) + m.group(3)

        html_text = NB_MARKDOWN.sub(cell, html_text)
    return html_text
