"""MkDocs hooks: turn ``@snippet`` and ``@api-index`` lines into content.

Loaded by ``hooks:`` in mkdocs.yml.  The hook only rewrites the Markdown of a
page; it writes no files.  Errors name the page and line.
"""

from __future__ import annotations

import html
import logging
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parent.parent  # ptref is installed (pip install -e .): no sys.path changes

from ptref import api, i18n, pages, record, snippets  # noqa: E402

TEXT = {
    "en": {
        "output": "Output",
        "cuda_missing": "This snippet needs a GPU. Its CUDA output has not been produced on a GPU yet, so none is shown; "
        "run `./dev check --device cuda` on a GPU machine to produce it.",
        "stamp": "Every output on this page was produced by running its snippet",
        "group": "{n} snippets with torch {tv} on {plat}",
        "with": "with",
        "on": "on",
        "snippets": "snippets",
        "not_verified": "not yet verified on a GPU",
        "requires": "This snippet needs {pkgs}, which the machine that builds this site does not have, so it has "
        "not been run and no output is shown. It runs, and its output is checked, wherever the package is installed.",
        "cuda_pending": "{n} CUDA {what} {not_verified}",
        "api": "API",
        "what": "What it does",
        "page": "Page",
    },
    "zh": {
        "output": "输出",
        "cuda_missing": "这个代码片段需要 GPU。它的 CUDA 输出还没有在 GPU 上生成，所以这里不展示；"
        "请在有 GPU 的机器上运行 `./dev check --device cuda` 生成。",
        "stamp": "本页所有输出均由实际运行代码片段得到",
        "group": "{n} 个代码片段在 {plat} 上用 torch {tv} 运行",
        "with": "使用",
        "on": "运行于",
        "snippets": "个代码片段",
        "not_verified": "尚未在 GPU 上验证",
        "requires": "这个代码片段需要 {pkgs}，而构建本站的机器上没有安装，所以它没有运行，这里也不展示输出。"
        "在安装了该包的机器上，它会运行并检查输出。",
        "cuda_pending": "{n} 个 CUDA 代码片段{not_verified}",
        "api": "API",
        "what": "作用",
        "page": "页面",
    },
}


log = logging.getLogger("mkdocs.hooks.ptref")


class PageError(Exception):
    pass


_cache: dict[str, Any] = {}


def on_config(config: Any) -> Any:
    """A new build (or a live-reload rebuild): forget what was read from the repository."""
    _cache.clear()
    _tutorial_map.cache_clear()
    i18n._cached_state.cache_clear()
    api._cached.cache_clear()
    _lighter_search_input(config)
    return config


def _lighter_search_input(config: Any) -> None:
    """Code, output tables, plots and math are not searched: hand Material's search plugin each page
    without them (parsing them was most of a build's time) and put the full page back afterwards."""
    plugins = config["plugins"]
    searches = [plugins.get(name) for name in ("material/search", "search") if plugins.get(name) is not None]
    handlers = plugins.events.get("page_context", [])
    for i, handler in enumerate(handlers):
        if getattr(handler, "__self__", None) not in searches:
            continue

        def on_page_context(context: Any, *, page: Any, config: Any, nav: Any, _orig: Any = handler) -> Any:
            full = page.content
            page.content = SEARCH_SKIP.sub(" ", full or "")
            try:
                return _orig(context, page=page, config=config, nav=nav)
            finally:
                page.content = full

        handlers[i] = on_page_context


def _record() -> record.Record:
    if "record" not in _cache:
        _cache["record"] = record.load()
    rec: record.Record = _cache["record"]
    return rec


def _lang(page: Any) -> str:
    src = page.file.src_uri
    first = src.split("/", 1)[0]
    return first if first in pages.LANGS else getattr(page.file, "locale", "en") or "en"


def _fence(text: str, lang: str, title: str, indent: str = "") -> str:
    ticks = "````" if "```" in text else "```"
    body = text if text.endswith("\n") else text + "\n"
    block = f'{ticks}{lang} title="{title}"\n{body}{ticks}\n'
    return "".join(indent + line if line.strip() else line for line in block.splitlines(keepends=True))


def _output_block(path: Path, title: str, indent: str = "") -> str:
    text = path.read_text("utf-8")
    if text.lstrip().startswith("|"):
        return "".join(indent + line for line in text.splitlines(keepends=True)) + "\n"
    return _fence(text, "text", title, indent)


def render_snippet(path: str, lang: str, where: str) -> tuple[str, snippets.Snippet]:
    if not pages.confined(path):  # before anything is read
        raise PageError(
            f"{where}: '@snippet {path}': an embed names a file under snippets/ ending in .py "
            "(snippets/<section>/<page>/<name>.py)"
        )
    file = ROOT / path
    if not file.is_file():
        raise PageError(f"{where}: '@snippet {path}': no such file. Create it and run './dev update {path}'.")
    s = snippets.load(path)
    t = TEXT[lang]
    parts = [_fence(s.body, "python", Path(path).name)]
    cpu, cuda = ROOT / s.out_path("cpu"), ROOT / s.out_path("cuda")
    if s.device == "cuda":
        if cuda.is_file():
            parts.append(_output_block(cuda, f"{t['output']} (CUDA)"))
        else:
            parts.append(f'!!! info "{t["output"]} (CUDA)"\n    {t["cuda_missing"]}\n')
    elif cuda.is_file():
        parts.append(
            f'=== "{t["output"]} (CPU)"\n\n{_output_block(cpu, "CPU", "    ")}\n'
            f'=== "{t["output"]} (CUDA)"\n\n{_output_block(cuda, "CUDA", "    ")}\n'
        )
    elif cpu.is_file():
        parts.append(_output_block(cpu, t["output"]))
    elif s.requires:
        parts.append(
            f'!!! info "{t["output"]}"\n    {t["requires"].format(pkgs=", ".join(f"`{p}`" for p in s.requires))}\n'
        )
    else:
        raise PageError(f"{where}: {s.out_path('cpu')} does not exist; run './dev update {path}'.")
    for name in s.artifacts:
        art = ROOT / s.artifact_path(name)
        if art.suffix == ".svg" and art.is_file():
            svg = re.sub(r"<\?xml[^>]*>\s*|<!DOCTYPE[^>]*>\s*", "", art.read_text("utf-8"))
            svg = "\n".join(line for line in svg.splitlines() if line.strip())
            parts.append(f'<figure class="ptref-plot" markdown="0">\n{svg}\n</figure>\n')
    return "\n".join(parts), s


def stamp(used: list[snippets.Snippet], lang: str) -> str:
    rec = _record()
    t = TEXT[lang]
    groups: dict[tuple[str, str], int] = {}
    pending = 0
    for s in used:
        entries = rec.get(s.path, {})
        for _device, e in sorted(entries.items()):
            if e.get("snippet_sha256") == s.sha256:
                groups[(str(e.get("torch")), str(e.get("platform")))] = (
                    groups.get((str(e.get("torch")), str(e.get("platform"))), 0) + 1
                )
        if s.device in ("cuda",) and "cuda" not in entries:
            pending += 1
    bits = [
        t["group"].format(n=n, tv=tv, plat=plat).replace("1 snippets", "1 snippet")
        for (tv, plat), n in sorted(groups.items())
    ]
    if pending:
        what = "snippet" if lang == "en" and pending == 1 else t["snippets"]
        bits.append(t["cuda_pending"].format(n=pending, what=what, not_verified=t["not_verified"]))
    sep, end = ("；", "。") if lang == "zh" else ("; ", ".")
    colon = "：" if lang == "zh" else ": "
    return (
        f'<p class="ptref-stamp" markdown="0">✔ {t["stamp"]}{colon}{sep.join(html.escape(b) for b in bits)}{end}</p>\n'
    )


# A tag that makes the browser fetch something from another host. A <link> counts unless it only names a
# URL without fetching it (rel="canonical" / "alternate"). Used on page content here and on the built site
# by tests/test_build.py.
EXTERNAL_RESOURCE = re.compile(
    r"""<(?:script|img|iframe|source|video|audio|embed|object|link(?![^>]*\brel=["']?(?:canonical|alternate)\b))"""
    r"""\b[^>]*\b(?:src|href|data)\s*=\s*["']?(?P<url>(?:https?:)?//[^"'\s>]+)""",
    re.I,
)


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


SEARCH_SKIP = re.compile(
    r"<pre\b.*?</pre>|<table\b.*?</table>|<svg\b.*?</svg>|<span class=\"katex\">.*?</math></span>", re.S
)


HEADING_EL = re.compile(r'<h([1-6]) id="([^"]*)"(.*?)</h\1>', re.S)


def _align_notebook_headings(html_text: str, page: Any, where: str) -> str:
    """Give a notebook's headings the ids its table of contents links to.

    nbconvert derives heading ids from the text (empty for Chinese headings, different for code spans)
    while mkdocs-jupyter's TOC uses its own slugs: rewrite each heading's id (and its ¶ link) to the
    id of the TOC entry it stands for, in document order."""
    items: list[Any] = []

    def walk(entries: Any) -> None:
        for e in entries:
            items.append(e)
            walk(getattr(e, "children", []) or [])

    walk(getattr(page, "toc", []) or [])
    if not items:
        return html_text
    levels = {getattr(e, "level", 0) for e in items}
    heads = [m for m in HEADING_EL.finditer(html_text) if int(m.group(1)) in levels]
    if len(heads) != len(items):
        log.warning(f"{where}: {len(items)} table-of-contents entries but {len(heads)} headings; TOC links may break")
        return html_text
    out, last = [], 0
    for m, e in zip(heads, items, strict=False):
        level, old, rest = m.group(1), m.group(2), m.group(3)
        if old:
            rest = rest.replace(f'href="#{old}"', f'href="#{e.id}"')
        out.append(html_text[last : m.start()] + f'<h{level} id="{e.id}"{rest}</h{level}>')
        last = m.end()
    out.append(html_text[last:])
    return "".join(out)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Render math at build time; refuse a page that would load anything from another host."""
    where = f"docs/{page.file.src_uri}"
    html_text = render_math(html_text, where, page.file.src_uri.endswith(".ipynb"))
    if page.file.src_uri.endswith(".ipynb"):
        html_text = _align_notebook_headings(html_text, page, where)
        name = Path(page.file.src_uri).name
        label = "下载 notebook" if page.file.src_uri.startswith("zh/") else "Download the notebook"
        html_text = f'<p class="ptref-download"><a href="{name}" download>⬇ {label} ({name})</a></p>\n' + html_text
        html_text = html_text.replace('<script src=""> </script>', "")  # mkdocs-jupyter's empty MathJax loader
        # notebook code blocks scroll sideways: make them reachable by keyboard
        html_text = re.sub(
            r'<div class="(highlight-ipynb[^"]*)"(?![^>]*tabindex)', r'<div class="\1" tabindex="0"', html_text
        )
    for m in EXTERNAL_RESOURCE.finditer(html_text):
        log.warning(
            f"docs/{page.file.src_uri}: loads {m.group('url')} from another host; the site must be "
            "self-contained (no CDN): vendor the file under docs/assets/ and link it relatively"
        )
    return html_text


@lru_cache(maxsize=1)
def _tutorial_map() -> dict[str, list[Any]]:
    from ptref import tutorials

    page_of = {e.name: e.page for e in api.entries()}
    result: dict[str, list[Any]] = {}
    for t in tutorials.discover():
        if not all((ROOT / t.notebook_path(lang)).is_file() for lang in pages.LANGS):
            continue  # not generated yet: link it once `./dev tutorials update` has written it
        for page in sorted({str(page_of[u]) for u in t.uses if page_of.get(u)}):
            result.setdefault(str(page), []).append(t)
    return result


def tutorial_links(page: str, lang: str) -> str:
    """'Used in tutorials' at the end of a reference page, from the tutorials' `# uses:` lines."""
    users = _tutorial_map().get(page, [])
    if not users:
        return ""
    depth = page.count("/")
    title = "Used in tutorials" if lang == "en" else "用到本页 API 的教程"
    items = "\n".join(f"    - [{t.title.get(lang, t.name)}]({'../' * depth}tutorials/{t.name}.ipynb)" for t in users)
    return f'\n!!! example "{title}"\n\n{items}\n'


def site_stats(lang: str) -> str:
    """Counts for the home page, from the files and the verification record."""
    rec = _record()
    all_snippets = snippets.discover()
    ref_pages = [p for p in pages.pages(lang) if p.startswith(("reference/", "guides/")) and not p.endswith("index.md")]
    by: dict[tuple[str, str], int] = {}
    for s in all_snippets:
        for _dev, e in rec.get(s.path, {}).items():
            if e.get("snippet_sha256") == s.sha256:
                key = (str(e.get("torch")), str(e.get("platform")))
                by[key] = by.get(key, 0) + 1
    cuda_only = sum(1 for s in all_snippets if s.device == "cuda" and "cuda" not in rec.get(s.path, {}))
    entries = api.entries()
    if lang == "zh":
        lines = [
            f"- **{len(ref_pages)}** 个参考与指南页面，覆盖 **{sum(1 for e in entries if e.page)}/{len(entries)}** 个 API 与概念",
            f"- **{len(all_snippets)}** 个代码片段，每个都由 CI 运行",
        ]
        lines += [f"- **{n}** 个输出在 {plat} 上用 torch {tv} 验证" for (tv, plat), n in sorted(by.items())]
        if cuda_only:
            lines.append(f"- **{cuda_only}** 个 CUDA 代码片段等待在 GPU 上运行")
    else:
        lines = [
            f"- **{len(ref_pages)}** reference pages and guides, covering **{sum(1 for e in entries if e.page)}/{len(entries)}** APIs and concepts",
            f"- **{len(all_snippets)}** snippets, every one run by CI",
        ]
        lines += [f"- **{n}** outputs verified with torch {tv} on {plat}" for (tv, plat), n in sorted(by.items())]
        if cuda_only:
            lines.append(f"- **{cuda_only}** CUDA snippets waiting for a GPU run")
    return "\n".join(lines) + "\n"


def glossary_table(lang: str) -> str:
    head = "| English | 中文 | Not | Note |" if lang == "en" else "| English | 中文 | 不要写成 | 说明 |"
    rows = [head, "|---|---|---|---|"]
    for t in i18n.glossary():
        wrong = "、".join(t.get("wrong", []) or [])
        rows.append(f"| {t['en']} | {t['zh']} | {wrong} | {t.get('note', '')} |")
    return "\n".join(rows) + "\n"


CJK_END = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$")
CJK_START = re.compile(r"^[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def join_cjk_lines(lines: list[str]) -> list[str]:
    """Join a paragraph's lines where both sides are Chinese: browsers would show the line break as a space."""
    from .markdown import fence_lines

    fenced = fence_lines("\n".join(lines))
    result: list[str] = []
    lineno = 1
    for line in lines:  # an item may hold several lines (a rendered snippet block): its first line decides
        fence = lineno in fenced
        lineno += line.count("\n") + 1
        if (
            not fence
            and result
            and CJK_END.search(result[-1])
            and CJK_START.match(line.lstrip())
            and not result[-1].lstrip().startswith(("#", "|", "<", "@"))
            and line.startswith(re.match(r"\s*", result[-1]).group(0) if result[-1].strip() else "")  # type: ignore[union-attr]
            and not line.lstrip().startswith(("#", "|", "-", "*", "!!!", ">"))
        ):
            result[-1] = result[-1] + line.lstrip()
        else:
            result.append(line)
    return result


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    lang = _lang(page)
    markdown = i18n.expand_includes(i18n.decorate(markdown, page.file.src_uri, lang))
    src = f"docs/{page.file.src_uri}" if page.file.src_uri.split("/", 1)[0] in pages.LANGS else page.file.src_uri
    out: list[str] = []
    used: list[snippets.Snippet] = []
    from .markdown import fence_lines

    fenced = fence_lines(markdown)
    for lineno, line in enumerate(markdown.splitlines(), start=1):
        stripped = line.strip()
        if lineno not in fenced:
            m = pages.EMBED_RE.match(stripped)
            if m:
                block, s = render_snippet(m.group("path"), lang, f"{src}:{lineno}")
                used.append(s)
                out.append(block)
                continue
            if stripped == "@site-stats":
                out.append(site_stats(lang))
                continue
            if stripped == "@glossary":
                out.append(glossary_table(lang))
                continue
            if stripped == "@translation-status":
                out.append(i18n.status_table(lang))
                continue
            m = pages.API_INDEX_RE.match(stripped)
            if m:
                out.append(api.index_table(m.group("section"), lang, page.file.src_uri, TEXT[lang]))
                continue
        out.append(line)
    if lang == "zh":
        out = join_cjk_lines(out)
    text = "\n".join(out) + "\n"
    if src.startswith(("docs/en/reference/", "docs/zh/reference/", "docs/en/guides/", "docs/zh/guides/")):
        text += tutorial_links(src.split("/", 2)[2], lang)
    if used:
        text = re.sub(r"^(# .*\n)", lambda mm: mm.group(1) + "\n" + stamp(used, lang) + "\n", text, count=1, flags=re.M)
    return text


def _first_page(section: Any) -> Any:
    for child in getattr(section, "children", None) or []:
        if getattr(child, "file", None) is not None:
            return child
        found = _first_page(child)
        if found is not None:
            return found
    return None


@event_priority(-200)  # after mkdocs-static-i18n has rebuilt the navigation of each language
def on_nav(nav: Any, config: Any, files: Any) -> Any:
    """Title the reference sections from data/api/_sections.yaml in the page's language, in that order."""
    secs = api.sections()
    order = {s["id"]: i for i, s in enumerate(secs)}
    by_id = {s["id"]: s for s in secs}

    def visit(items: list[Any]) -> None:
        keyed = []
        for item in items:
            children = getattr(item, "children", None)
            if children is None:
                continue
            page = _first_page(item)
            parts = page.file.src_uri.split("/") if page is not None else []
            lang = parts[0] if parts and parts[0] in pages.LANGS else "en"
            rest = parts[1:] if parts and parts[0] in pages.LANGS else parts
            if len(rest) >= 3 and rest[0] == "reference" and rest[1] in by_id:
                item.title = by_id[rest[1]][lang]
                keyed.append(item)
            visit(children)
        if keyed and len(keyed) == sum(1 for i in items if getattr(i, "children", None) is not None):
            pages_first = [i for i in items if getattr(i, "children", None) is None]
            sections_sorted = sorted(keyed, key=lambda i: order[_section_id(i)])
            items[:] = pages_first + sections_sorted

    def _section_id(item: Any) -> str:
        page = _first_page(item)
        parts = page.file.src_uri.split("/")
        rest = parts[1:] if parts[0] in pages.LANGS else parts
        return str(rest[1])

    visit(nav.items)
    return nav


@event_priority(-100)  # after mkdocs-static-i18n and mkdocs-jupyter
def on_files(files: Any, config: Any) -> Any:
    """Mark notebooks as pages again after mkdocs-static-i18n rebuilt the file list.

    mkdocs-static-i18n replaces mkdocs-jupyter's notebook files with its own, which MkDocs would copy as
    raw JSON; the wrapper keeps the i18n plugin's destination and URL and says "I am a page".
    """
    from mkdocs.structure.files import Files
    from mkdocs_jupyter.plugin import NotebookFile

    class I18nNotebookFile(NotebookFile):  # type: ignore[misc]
        def __init__(self, file: Any) -> None:
            self.file = file
            self.dest_path = file.dest_path
            self.abs_dest_path = file.abs_dest_path
            self.url = file.url

    out = []
    for f in files:
        if f.src_uri.endswith(".ipynb") and not isinstance(f, NotebookFile):
            f = I18nNotebookFile(f)
        out.append(f)
    return Files(out)


@event_priority(-100)  # after mkdocs-static-i18n has merged the languages' indexes
def on_post_build(config: Any) -> None:
    """Split the merged search index into one file per language (loaded by assets/js/search-language.js).

    mkdocs-static-i18n writes one index for both languages at the site root after the last language is
    built; each language's pages then download only their own half.
    """
    import json

    site = Path(config["site_dir"])
    for candidate in (site, site.parent):
        index = candidate / "search" / "search_index.json"
        if index.is_file():
            break
    else:
        return
    data = json.loads(index.read_text("utf-8"))
    code = re.compile(r"<pre>.*?</pre>|<table>.*?</table>", re.S)
    for lang in pages.LANGS:
        part = dict(data)
        docs = [
            dict(d)
            for d in data["docs"]
            if (d["location"].startswith("zh/") or d["location"] == "zh/") == (lang == "zh")
        ]
        for d in docs:  # code and output blocks are not searched: titles, headings and prose are
            d["text"] = code.sub(" ", d.get("text", ""))
        part["docs"] = docs
        (index.parent / f"search_index.{lang}.json").write_text(
            json.dumps(part, ensure_ascii=False, separators=(",", ":")), "utf-8"
        )
