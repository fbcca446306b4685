"""The site builds strictly in both languages, self-contained, with every page stamped."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ptref import pages
from ptref.mkdocs_hooks import EXTERNAL_RESOURCE as EXTERNAL

pytestmark = pytest.mark.slow  # `pytest -m "not slow"` is the fast loop


def test_strict_build_has_both_languages(built_site: Path) -> None:
    seconds = float((built_site / ".build-seconds").read_text())
    print(f"\nbuild: {seconds:.1f} s")
    for rel in pages.pages("en"):
        if rel.endswith(".md"):
            is_index = rel.rsplit("/", 1)[-1] == "index.md"  # not torch.unravel_index.md
            html = rel[: -len("index.md")] + "index.html" if is_index else rel[:-3] + "/index.html"
            assert (built_site / html).is_file(), f"English page {rel} was not built"
            assert (built_site / "zh" / html).is_file(), f"Chinese page {rel} was not built"


def test_no_asset_is_loaded_from_another_host(built_site: Path) -> None:
    """No CDN, no Google Fonts: scripts, styles, images and fonts come from this site."""
    offenders = []
    for html in built_site.rglob("*.html"):
        for m in EXTERNAL.finditer(html.read_text("utf-8")):
            offenders.append(f"{html.relative_to(built_site)}: {m.group(0)}")
    assert not offenders, "\n".join(offenders[:20])
    css = "\n".join(p.read_text("utf-8", "ignore") for p in built_site.rglob("*.css"))
    assert "fonts.googleapis" not in css and "fonts.gstatic" not in css


def test_reference_pages_carry_a_verification_stamp(built_site: Path) -> None:
    missing = []
    for lang in pages.LANGS:
        for rel in pages.pages(lang):
            if not rel.startswith("reference/") or rel.rsplit("/", 1)[-1] == "index.md":
                continue
            html = built_site / ("" if lang == "en" else "zh") / rel[:-3] / "index.html"
            text = html.read_text("utf-8")
            if "ptref-stamp" not in text:
                missing.append(f"docs/{lang}/{rel}")
    assert not missing, "pages without an output stamp (do they embed a snippet?):\n" + "\n".join(missing)


def test_markdown_table_outputs_render_as_tables(built_site: Path) -> None:
    from ptref import snippets

    tables = [
        s
        for s in snippets.discover()
        if (snippets.ROOT / s.out_path()).is_file() and (snippets.ROOT / s.out_path()).read_text().startswith("|")
    ]
    if not tables:
        return
    html = "\n".join(p.read_text("utf-8") for p in built_site.rglob("index.html"))
    assert html.count("<table>") >= len(tables)


HREF = re.compile(r"""<a\b[^>]*?\bhref="([^"]*)\"""")
ID = re.compile(r"""\b(?:id|name)="([^"]+)\"""")


def test_internal_links_and_anchors_resolve(built_site: Path) -> None:
    """Crawl every built page: each relative link reaches a file, each #anchor an id on it."""
    import html as html_lib
    from urllib.parse import unquote, urldefrag, urljoin, urlparse

    pages_html = {p: p.read_text("utf-8") for p in built_site.rglob("*.html")}
    ids: dict[Path, set[str]] = {}

    def ids_of(p: Path) -> set[str]:
        if p not in ids:
            ids[p] = {html_lib.unescape(x) for x in ID.findall(pages_html.get(p) or p.read_text("utf-8", "ignore"))}
        return ids[p]

    broken: list[str] = []
    checked = 0
    # the 404 page (served at any address) and the home pages' language links are absolute from site_url's path
    sitemap = (built_site / "sitemap.xml").read_text("utf-8")
    prefix = urlparse(re.search(r"<loc>([^<]+)</loc>", sitemap).group(1)).path  # type: ignore[union-attr]
    for page, text in pages_html.items():
        base = "http://site/" + page.relative_to(built_site).as_posix()
        for href in HREF.findall(text):
            href = html_lib.unescape(href)
            if href.startswith(prefix):
                href = "/" + href[len(prefix) :]
            if href.startswith(("http:", "https:", "mailto:", "javascript:", "data:")) or not href:
                continue
            url, frag = urldefrag(urljoin(base, href))
            target = built_site / unquote(urlparse(url).path).lstrip("/")
            if target.is_dir() or url.endswith("/"):
                target = target / "index.html"
            checked += 1
            if not target.exists():
                broken.append(f"{page.relative_to(built_site)}: {href} -> missing {target.relative_to(built_site)}")
            elif frag and target.suffix == ".html" and unquote(frag) not in ids_of(target):
                broken.append(f"{page.relative_to(built_site)}: {href} -> no id #{frag}")
    print(f"\nlinks: {checked} internal links checked in {len(pages_html)} pages, {len(broken)} broken")
    assert not broken, "\n".join(broken[:40])


def test_tutorials_render_with_math_and_a_download_link(built_site: Path) -> None:
    from ptref import tutorials

    for t in tutorials.discover():
        for prefix in ("", "zh/"):
            page = built_site / prefix / "tutorials" / t.name / "index.html"
            text = page.read_text("utf-8")
            assert f'href="{t.name}.ipynb" download' in text, f"{page}: no download link"
            assert (page.parent / f"{t.name}.ipynb").is_file(), f"{page}: the .ipynb is not published"
            assert "jp-OutputArea" in text, f"{page}: no outputs rendered"
            assert '"cells"' not in text[:2000], f"{page}: rendered as raw JSON"
    text = (built_site / "tutorials/tensor-views/index.html").read_text("utf-8")
    assert 'class="katex"' in text and "$(i, j)$" not in text, "notebook math was not rendered"


def test_tutorial_titles_keep_inline_code_and_styles_are_shared(built_site: Path) -> None:
    """A heading such as "Mixed precision with `torch.autocast`" keeps its code in the window title and the
    table of contents; nbconvert's inline stylesheet is replaced by a link to a pruned, shared file."""
    text = (built_site / "tutorials/mixed-precision/index.html").read_text("utf-8")
    title = re.search(r"<title>(.*?)</title>", text, re.S)
    assert title and "torch.autocast" in title.group(1), title and title.group(1)
    toc = re.search(r'href="#what-casts-on-a-cpu"[^>]*>(.{0,300}?)</a>', text, re.S)
    assert toc and "What torch.autocast casts" in re.sub(r"<[^>]+>|\s+", " ", toc.group(1)).replace("  ", " "), toc
    for lang in ("", "zh/"):
        for page in (built_site / lang / "tutorials").glob("*/index.html"):
            html_text = page.read_text("utf-8")
            styles = sum(len(s) for s in re.findall(r"<style[^>]*>(.*?)</style>", html_text, re.S))
            assert styles < 20_000, f"{page}: {styles} bytes of inline CSS"
            links = re.findall(
                r'<link rel="stylesheet" href="((?:\.\./)+assets/stylesheets/notebook-[0-9a-f]+\.css)"', html_text
            )
            assert links and (page.parent / links[0]).resolve().is_file(), f"{page}: no shared notebook stylesheet"


CJK = "\u3000-\u303f\u4e00-\u9fff\uff00-\uffef"


def test_chinese_text_has_no_stray_spaces(built_site: Path) -> None:
    """Chinese needs no spaces between characters: a source line break between two Chinese characters, a
    space after full-width punctuation or around a Chinese link would all show as gaps in the text."""
    gap = re.compile(rf"[{CJK}]\s+[{CJK}]")
    found: list[str] = []
    for page in sorted((built_site / "zh").rglob("index.html")):
        article = page.read_text("utf-8")
        article = article[article.find("<article") : article.find("</article>")]
        for block in re.findall(r"<(p|li|td|h[1-6])\b[^>]*>(.*?)</\1>", article, re.S):
            text = re.sub(r"<(code|pre|svg|kbd)\b.*?</\1>", "X", block[1], flags=re.S)
            text = re.sub(r"<[^>]+>", "", text)
            found += [
                f"{page.relative_to(built_site)}: …{text[max(0, m.start() - 10) : m.end() + 10]}…"
                for m in gap.finditer(text)
            ]
    assert not found, f"{len(found)} gaps in Chinese text (join the source lines, drop the space):\n" + "\n".join(
        found[:40]
    )
