"""Notebook pages: marked as pages again after the i18n plugin, heading ids matched to their TOC, download link."""

from __future__ import annotations

import html
import re
from typing import Any

from .common import log

HEADING_EL = re.compile(r'<h([1-6]) id="([^"]*)"(.*?)</h\1>', re.S)
ANCHOR_LINK = re.compile(r'<a class="anchor-link".*?</a>', re.S)
TAG = re.compile(r"<[^>]+>")


def align_headings(html_text: str, page: Any, where: str) -> str:
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
        # the TOC's (and so the nav's, the window title's and search's) title drops inline code: take the
        # heading's own text, code included
        text = html.unescape(TAG.sub("", ANCHOR_LINK.sub("", rest.split(">", 1)[-1]))).strip()
        if text:
            e.title = text
            if level == "1" and page.title != text:
                page.title = text
        if old:
            rest = rest.replace(f'href="#{old}"', f'href="#{e.id}"')
        out.append(html_text[last : m.start()] + f'<h{level} id="{e.id}"{rest}</h{level}>')
        last = m.end()
    out.append(html_text[last:])
    return "".join(out)


def mark_as_pages(files: Any) -> Any:
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


# --- notebook styles -----------------------------------------------------------------------------------------
# nbconvert puts JupyterLab's whole stylesheet (about 590 KB) into every notebook page. The build keeps only the
# rules whose classes the page uses, and the custom properties those rules read, and serves the result as one
# cached file per distinct set of classes (five files for the six tutorials today, about 20 KB each) instead of
# 590 KB inline on every page.

STYLE_EL = re.compile(r"<style[^>]*>(.*?)</style>\s*", re.S)
CLASS_ATTR = re.compile(r'class="([^"]*)"')
CSS_CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")
FUNCTIONAL_PSEUDO = re.compile(r":(?:not|where|is|has)\([^()]*\)")
VAR_USE = re.compile(r"var\(\s*(--[\w-]+)")
STYLESHEETS: dict[str, str] = {}  # site-relative path -> CSS, written by write_stylesheets()

_Tree = list[tuple[str, Any]]


def _split_selectors(prelude: str) -> list[str]:
    parts, depth, cur = [], 0, ""
    for ch in prelude:
        depth += ch in "(["
        depth -= ch in ")]"
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return [p for p in [*parts, cur.strip()] if p]


def _prune_rules(rules: list[Any], used: set[str]) -> _Tree:
    import tinycss2

    out: _Tree = []
    for r in rules:
        if r.type == "qualified-rule":
            selectors = [
                s
                for s in _split_selectors(tinycss2.serialize(r.prelude).strip())
                if all(c in used for c in CSS_CLASS.findall(FUNCTIONAL_PSEUDO.sub("", s)))
            ]
            if selectors:
                decls = tinycss2.parse_declaration_list(r.content, skip_comments=True, skip_whitespace=True)
                out.append((",".join(selectors), [d for d in decls if d.type == "declaration"]))
        elif r.type == "at-rule" and r.content is not None:
            keyword = r.lower_at_keyword
            if keyword in ("media", "supports", "layer", "container"):
                inner = _prune_rules(
                    tinycss2.parse_rule_list(r.content, skip_comments=True, skip_whitespace=True), used
                )
                if inner:
                    out.append((f"@{r.at_keyword} {tinycss2.serialize(r.prelude).strip()}", inner))
            elif keyword.endswith("keyframes"):
                out.append(("@raw", tinycss2.serialize([r])))
        # @charset, @import, @font-face (nbconvert's refer to fonts the site does not ship) are dropped
    return out


def _declarations(tree: _Tree) -> Any:
    for head, body in tree:
        if head == "@raw":
            continue
        if head.startswith("@"):
            yield from _declarations(body)
        else:
            yield from body


def _serialize(tree: _Tree, keep: set[str]) -> str:
    import tinycss2

    out = []
    for head, body in tree:
        if head == "@raw":
            out.append(body)
        elif head.startswith("@"):
            inner = _serialize(body, keep)
            if inner:
                out.append(f"{head}{{{inner}}}")
        else:
            decls = [
                f"{d.name}:{tinycss2.serialize(d.value).strip()}{' !important' if d.important else ''}"
                for d in body
                if not d.name.startswith("--") or d.name in keep
            ]
            if decls:
                out.append(f"{head}{{{';'.join(decls)}}}")
    return "\n".join(out)


def prune_css(css: str, used_classes: set[str]) -> str:
    """The rules of ``css`` that can match an element with these classes, and the custom properties they read."""
    import tinycss2

    tree = _prune_rules(tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True), used_classes)
    definitions: dict[str, list[str]] = {}
    wanted: list[str] = []
    for d in _declarations(tree):
        value = tinycss2.serialize(d.value)
        if d.name.startswith("--"):
            definitions.setdefault(d.name, []).append(value)
        else:
            wanted += VAR_USE.findall(value)
    wanted += [v for head, body in tree if head == "@raw" for v in VAR_USE.findall(body)]
    keep: set[str] = set()
    while wanted:
        name = wanted.pop()
        if name not in keep:
            keep.add(name)
            wanted += [v for value in definitions.get(name, []) for v in VAR_USE.findall(value)]
    return _serialize(tree, keep)


def externalise_styles(html_text: str, page_url: str) -> str:
    """Replace a notebook page's <style> elements with a link to the pruned, shared stylesheet."""
    import hashlib

    css = "\n".join(STYLE_EL.findall(html_text))
    if not css:
        return html_text
    used = {c for attr in CLASS_ATTR.findall(html_text) for c in attr.split()} | {"jupyter-wrapper"}
    pruned = prune_css(css, used)
    path = f"assets/stylesheets/notebook-{hashlib.sha256(pruned.encode()).hexdigest()[:10]}.css"
    STYLESHEETS[path] = pruned
    up = "../" * page_url.strip("/").count("/") + ("../" if page_url.strip("/") else "")
    return f'<link rel="stylesheet" href="{up}{path}">\n' + STYLE_EL.sub("", html_text)


def write_stylesheets(site_dir: str) -> None:
    from pathlib import Path

    for path, css in STYLESHEETS.items():
        dest = Path(site_dir) / path
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(css + "\n", "utf-8")
