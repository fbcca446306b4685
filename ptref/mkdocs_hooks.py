"""MkDocs hooks: route each event to the module that does the job (ptref/site/).

Loaded by ``hooks:`` in mkdocs.yml. The hooks rewrite pages and split the search index; errors name the page
and line. ptref is installed (``pip install -e .``), so nothing here changes sys.path.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

from ptref import api, i18n
from ptref.site import chinese, directives, generated, layout, math, nav, notebooks, search
from ptref.site.common import ROOT, PageError, _cache, log
from ptref.site.snippet_blocks import render_snippet

__all__ = ["EXTERNAL_RESOURCE", "ROOT", "PageError", "render_snippet"]

# A tag that makes the browser fetch something from another host. A <link> counts unless it only names a
# URL without fetching it (rel="canonical" / "alternate"). Used on page content here and on the built site
# by tests/test_build.py.
EXTERNAL_RESOURCE = re.compile(
    r"""<(?:script|img|iframe|source|video|audio|embed|object|link(?![^>]*\brel=["']?(?:canonical|alternate)\b))"""
    r"""\b[^>]*\b(?:src|href|data)\s*=\s*["']?(?P<url>(?:https?:)?//[^"'\s>]+)""",
    re.I,
)


def on_config(config: Any) -> Any:
    """A new build (or a live-reload rebuild): forget what was read from the repository."""
    _cache.clear()
    generated.tutorial_map.cache_clear()
    i18n._cached_state.cache_clear()
    api._cached.cache_clear()
    search.keywords.cache_clear()
    search.lighter_search_input(config)
    search.add_words_to_segmenter()
    notebooks.STYLESHEETS.clear()
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    return directives.expand(markdown, page)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    """Render math at build time; refuse a page that would load anything from another host."""
    where = f"docs/{page.file.src_uri}"
    html_text = math.render_math(html_text, where, page.file.src_uri.endswith(".ipynb"))
    html_text = layout.break_opportunities(html_text)
    if page.file.src_uri.endswith(".ipynb"):
        html_text = notebooks.align_headings(html_text, page, where)
        name = Path(page.file.src_uri).name
        if config.get("repo_url"):  # edit the source the notebook is generated from, not the .ipynb
            page.edit_url = f"{config['repo_url'].rstrip('/')}/edit/main/snippets/tutorials/{Path(name).stem}.py"
        label = "下载 notebook" if page.file.src_uri.startswith("zh/") else "Download the notebook"
        html_text = f'<p class="ptref-download"><a href="{name}" download>⬇ {label} ({name})</a></p>\n' + html_text
        html_text = html_text.replace('<script src=""> </script>', "")  # mkdocs-jupyter's empty MathJax loader
        html_text = notebooks.externalise_styles(html_text, page.url)
        # notebook code blocks scroll sideways: make them reachable by keyboard
        html_text = re.sub(
            r'<div class="(highlight-ipynb[^"]*)"(?![^>]*tabindex)', r'<div class="\1" tabindex="0"', html_text
        )
    if page.file.src_uri.startswith("zh/"):
        html_text = chinese.tidy_html(html_text)
    for m in EXTERNAL_RESOURCE.finditer(html_text):
        log.warning(
            f"docs/{page.file.src_uri}: loads {m.group('url')} from another host; the site must be "
            "self-contained (no CDN): vendor the file under docs/assets/ and link it relatively"
        )
    return html_text


@event_priority(-200)  # after mkdocs-static-i18n has rebuilt the navigation of each language
def on_nav(nav_: Any, config: Any, files: Any) -> Any:
    return nav.title_sections(nav_)


@event_priority(-100)  # after mkdocs-static-i18n and mkdocs-jupyter
def on_files(files: Any, config: Any) -> Any:
    return notebooks.mark_as_pages(files)


@event_priority(-100)  # after mkdocs-static-i18n has merged the languages' indexes
def on_post_build(config: Any) -> None:
    search.split_index_per_language(config)
    notebooks.write_stylesheets(config["site_dir"])
