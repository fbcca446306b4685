"""Generated page content: the home page's counts, the glossary table, "Used in tutorials" links."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ptref import api, i18n, pages, snippets

from .common import ROOT, cached_record


@lru_cache(maxsize=1)
def tutorial_map() -> dict[str, list[Any]]:
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
    users = tutorial_map().get(page, [])
    if not users:
        return ""
    depth = page.count("/")
    title = "Used in tutorials" if lang == "en" else "用到本页 API 的教程"
    items = "\n".join(f"    - [{t.title.get(lang, t.name)}]({'../' * depth}tutorials/{t.name}.ipynb)" for t in users)
    return f'\n!!! example "{title}"\n\n{items}\n'


def site_stats(lang: str) -> str:
    """Counts for the home page, from the files and the verification record."""
    rec = cached_record()
    all_snippets = snippets.discover()
    ref_pages = [
        p for p in pages.pages(lang) if p.startswith(("reference/", "guides/")) and p.rsplit("/", 1)[-1] != "index.md"
    ]
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
