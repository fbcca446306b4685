"""Notebook pages: marked as pages again after the i18n plugin, heading ids matched to their TOC, download link."""

from __future__ import annotations

import re
from typing import Any

from .common import log

HEADING_EL = re.compile(r'<h([1-6]) id="([^"]*)"(.*?)</h\1>', re.S)


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
