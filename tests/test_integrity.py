"""Pages, snippets, outputs and the API index agree with each other."""

from __future__ import annotations

from ptref import api, coverage, integrity, pages


def test_pages_snippets_and_outputs_agree() -> None:
    problems = integrity.check()
    assert not problems, "\n".join(str(p) for p in problems)


def test_every_api_entry_points_to_a_real_page_and_anchor() -> None:
    """Where the API index names a page, the page exists in both languages with that heading id."""
    bad = []
    for row in coverage.evaluate():
        if row.entry.page:
            for lang in pages.LANGS:
                if not row.ok[lang]:
                    bad.append(f"data/api/{row.entry.section}.yaml: {row.entry.name}: {row.why[lang]}")
    assert not bad, "\n".join(bad)


def test_api_index_has_unique_names() -> None:
    names = [e.name for e in api.entries()]
    assert len(names) == len(set(names))
