"""Search input without code, tables, plots and math, and one search index per language."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from ptref import pages

SEARCH_SKIP = re.compile(
    r"<pre\b.*?</pre>|<table\b.*?</table>|<svg\b.*?</svg>|<span class=\"katex\">.*?</math></span>", re.S
)


KEYWORDS = "data/search-keywords.yaml"


@lru_cache(maxsize=1)
def keywords() -> dict[str, dict[str, list[str]]]:
    """page (under docs/<lang>/) -> {en: [...], zh: [...]}: the words readers type for the page's topic."""
    import yaml

    from .common import ROOT

    file = ROOT / KEYWORDS
    data = yaml.safe_load(file.read_text("utf-8")) if file.is_file() else None
    return dict(data or {})


@lru_cache(maxsize=1)
def _names_on_pages() -> dict[str, list[str]]:
    from ptref import api

    out: dict[str, list[str]] = {}
    for e in api.entries():
        if e.page and e.kind != "concept":
            out.setdefault(e.page, []).extend(n for n, _ in e.names())
    return out


def search_terms(rel: str, lang: str) -> list[str]:
    """What a page is found by, weighted above its text (Material indexes page tags with a high boost):
    the page's keywords in its language and the API names it documents, with their short forms."""
    terms: list[str] = list(keywords().get(rel, {}).get(lang, []) or [])
    for name in _names_on_pages().get(rel, []):
        short = name.rsplit(".", 1)[-1]
        terms += [name, short] if short != name else [name]
    seen: set[str] = set()
    return [t for t in terms if not (t in seen or seen.add(t))]  # type: ignore[func-returns-value]


def add_words_to_segmenter() -> None:
    """Chinese keywords stay whole words when jieba segments the pages for the index (梯度裁剪, not 梯度 / 裁剪)."""
    try:
        import jieba
    except ImportError:  # pragma: no cover - jieba is pinned
        return
    for entry in keywords().values():
        for word in entry.get("zh", []) or []:
            if re.search(r"[\u4e00-\u9fff]", word):
                jieba.add_word(word, freq=200000)


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
            had = page.meta.get("tags")
            parts = page.file.src_uri.split("/", 1)
            lang, rel = (
                (parts[0], parts[1]) if parts[0] in pages.LANGS and len(parts) > 1 else ("en", page.file.src_uri)
            )
            terms = search_terms(rel, lang)
            if terms:
                page.meta["tags"] = terms  # indexed with Material's tag boost; no tags plugin, so never shown
            try:
                return _orig(context, page=page, config=config, nav=nav)
            finally:
                page.content = full
                if had is None:
                    page.meta.pop("tags", None)
                else:
                    page.meta["tags"] = had

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
