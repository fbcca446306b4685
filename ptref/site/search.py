"""Search input without code, tables, plots and math, and one search index per language."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ptref import pages

SEARCH_SKIP = re.compile(
    r"<pre\b.*?</pre>|<table\b.*?</table>|<svg\b.*?</svg>|<span class=\"katex\">.*?</math></span>", re.S
)


def lighter_search_input(config: Any) -> None:
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


def split_index_per_language(config: Any) -> None:
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
