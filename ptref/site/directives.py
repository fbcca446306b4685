"""A page's directive lines (`@snippet`, `@api-index`, `@glossary`, `@site-stats`, `@translation-status`)."""

from __future__ import annotations

import re
from typing import Any

from ptref import api, i18n, pages, snippets

from .chinese import join_cjk_lines
from .common import TEXT, page_lang
from .generated import glossary_table, site_stats, tutorial_links
from .snippet_blocks import render_snippet, stamp


def expand(markdown: str, page: Any) -> str:
    """Every directive line of a page (outside code fences) becomes content; Chinese lines are joined."""
    lang = page_lang(page)
    markdown = i18n.expand_includes(i18n.decorate(markdown, page.file.src_uri, lang))
    src = f"docs/{page.file.src_uri}" if page.file.src_uri.split("/", 1)[0] in pages.LANGS else page.file.src_uri
    out: list[str] = []
    used: list[snippets.Snippet] = []
    from ptref.markdown import fence_lines

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
