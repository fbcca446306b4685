"""Navigation: reference sections titled in the page's language and ordered as data/api/_sections.yaml."""

from __future__ import annotations

from typing import Any

from ptref import api, pages


def _first_page(section: Any) -> Any:
    for child in getattr(section, "children", None) or []:
        if getattr(child, "file", None) is not None:
            return child
        found = _first_page(child)
        if found is not None:
            return found
    return None


def title_sections(nav: Any) -> Any:
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
