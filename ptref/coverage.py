"""Coverage: the API index against its pages, and torch's documented API against the index.

For every name of the index (an entry's name and each of its ``also`` names) and each
language: does the page exist, does it carry the name's heading id, and does the part of
the page under that heading embed a snippet that has been executed?  ``./dev status``
reports this per namespace and per content group of the torch inventory, and per section
of the site; ``--notes`` lists the official Warnings/Notes that no page covers yet.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from . import api, inventory, pages, record
from .snippets import ROOT

ANCHOR_RE = re.compile(r"\{[^}]*#(?P<id>[^\s}]+)[^}]*\}\s*$")
HEADING_RE = re.compile(r"^(?P<level>#{1,6})\s")


def anchors(text: str) -> set[str]:
    """Explicit heading ids ({#id}) on a page."""
    return set(_heading_spans(text))


def _heading_spans(text: str) -> dict[str, tuple[int, int]]:
    """id -> (first, last) line numbers of the part of the page under that heading."""
    lines = text.splitlines()
    from .markdown import outside_fences

    heads: list[tuple[int, int, str | None]] = []  # (line, level, id)
    for i, line in outside_fences(text):
        if not HEADING_RE.match(line):
            continue
        m = ANCHOR_RE.search(line)
        heads.append((i, len(HEADING_RE.match(line).group("level")), m.group("id").replace("\\", "") if m else None))  # type: ignore[union-attr]
    spans: dict[str, tuple[int, int]] = {}
    for k, (start, level, hid) in enumerate(heads):
        if hid is None:
            continue
        end = len(lines)
        for nline, nlevel, _ in heads[k + 1 :]:
            if nlevel <= level:
                end = nline - 1
                break
        spans[hid] = (start, end)
    return spans


@dataclass
class PageInfo:
    exists: bool
    why: str
    spans: dict[str, tuple[int, int]]
    executed_lines: list[int]  # lines of embeds whose snippet has been executed


@dataclass
class Row:
    entry: api.Entry
    name: str
    anchor: str | None
    ok: dict[str, bool]  # page and anchor exist
    example: dict[str, bool]  # an executed snippet is embedded under the anchor
    why: dict[str, str]


def _page_info(root: Path, path: str, rec: Mapping[str, object]) -> PageInfo:
    file = root / path
    if not file.is_file():
        return PageInfo(False, f"{path} does not exist", {}, [])
    text = file.read_text("utf-8")
    lang = path.split("/")[1]
    if lang != "en" and pages.is_pending(text):
        en = root / "docs/en" / path.split("/", 2)[2]
        return PageInfo(
            False, f"{path} is an untranslated stub", _heading_spans(en.read_text("utf-8")) if en.is_file() else {}, []
        )
    executed = [e.line for e in pages.embeds_in(text, path) if e.target in rec]
    return PageInfo(True, "", _heading_spans(text), executed)


def evaluate(root: Path = ROOT) -> list[Row]:
    rec = record.load(root)
    rows: list[Row] = []
    cache: dict[str, PageInfo] = {}
    for e in api.entries(root):
        for name, anchor in e.names():
            ok: dict[str, bool] = {}
            example: dict[str, bool] = {}
            why: dict[str, str] = {}
            for lang in pages.LANGS:
                ok[lang] = example[lang] = False
                if not e.page:
                    why[lang] = "no page recorded in data/api"
                    continue
                path = f"docs/{lang}/{e.page}"
                if path not in cache:
                    cache[path] = _page_info(root, path, rec)
                info = cache[path]
                if not info.exists:
                    why[lang] = info.why
                    continue
                if anchor and anchor not in info.spans:
                    why[lang] = f"{path} has no heading with id #{anchor}"
                    continue
                ok[lang] = True
                first, last = info.spans[anchor] if anchor else (1, 10**9)
                example[lang] = any(first <= n <= last for n in info.executed_lines)
                why[lang] = (
                    ""
                    if example[lang]
                    else (
                        f"{path} embeds no executed snippet under #{anchor}"
                        if anchor
                        else f"{path} embeds no executed snippet"
                    )
                )
            rows.append(Row(e, name, anchor, ok, example, why))
    return rows


def by_name(rows: list[Row]) -> dict[str, Row]:
    return {r.name: r for r in rows}


def _line(label: str, total: int, documented: int, both: int, executed: int, width: int = 44) -> str:
    return f"{label:<{width}} {total:>5} {documented:>6} {both:>6} {executed:>6}"


def inventory_report(root: Path = ROOT, rows: list[Row] | None = None) -> list[str]:
    rows = rows if rows is not None else evaluate(root)
    found = by_name(rows)
    out = [
        _line("torch inventory (data/api/inventory.json)", 0, 0, 0, 0).replace(
            "    0      0      0      0", "  APIs   index  en+zh  example"
        )
    ]

    def tally(label: str, members: list[str]) -> str:
        doc = sum(1 for n in members if n in found and found[n].entry.page)
        both = sum(1 for n in members if n in found and all(found[n].ok.values()))
        ex = sum(1 for n in members if n in found and all(found[n].example.values()))
        return _line(label, len(members), doc, both, ex)

    inv = inventory.load(root)
    out.append("per namespace:")
    for ns, members in inv["namespaces"].items():
        out.append(tally("  " + ns, members))
    out.append("per content group:")
    for g, members in inv["groups"].items():
        out.append(tally("  " + g, members))
    out.append(tally("total", inventory.names(root)))
    return out


def uncovered_notes(root: Path = ROOT, rows: list[Row] | None = None) -> list[tuple[Row, inventory.Note, list[str]]]:
    """Official Warnings/Notes of every name on a page, with the languages whose page lacks its marker."""
    rows = rows if rows is not None else evaluate(root)
    inv_names = set(inventory.names(root))
    marks: dict[str, set[tuple[str, str]]] = {}
    missing = []
    for r in rows:
        if r.name not in inv_names or not r.entry.page:
            continue
        for note in inventory.official_notes(r.name):
            langs = []
            for lang in pages.LANGS:
                path = f"docs/{lang}/{r.entry.page}"
                if path not in marks:
                    file = root / path
                    text = file.read_text("utf-8") if file.is_file() else ""
                    marks[path] = {(n, i) for _, n, i in inventory.markers(text)}
                if (note.name, note.id) not in marks[path]:
                    langs.append(lang)
            if langs:
                missing.append((r, note, langs))
    return missing


def stale_markers(root: Path = ROOT) -> list[str]:
    """Markers naming a note that torch no longer has (its text changed, or the name moved)."""
    problems = []
    for lang in pages.LANGS:
        for rel in pages.pages(lang, root):
            if not rel.endswith(".md"):
                continue
            path = f"docs/{lang}/{rel}"
            for line, name, nid in inventory.markers((root / path).read_text("utf-8")):
                if not any(n.id == nid for n in inventory.official_notes(name)):
                    problems.append(
                        f"{path}:{line}: official-note {name} {nid} matches no Warning/Note of {name} in "
                        "this torch: its text changed; read the new one (./dev status --notes), revise "
                        "the pitfall and update the marker's id"
                    )
    return problems


def main(root: Path = ROOT, verbose: bool = False, notes: bool = False) -> int:
    rows = evaluate(root)
    secs = api.sections(root)
    print(f"{'section':<28} {'names':>7} {'en':>9} {'zh':>9}")
    tot = Counter[str]()
    for sec in secs:
        mine = [r for r in rows if r.entry.section == sec["id"]]
        en = sum(r.ok["en"] for r in mine)
        zh = sum(r.ok["zh"] for r in mine)
        tot.update({"n": len(mine), "en": en, "zh": zh})
        print(f"{sec['id']:<28} {len(mine):>7} {en:>4}/{len(mine):<4} {zh:>4}/{len(mine):<4}")
    print(f"{'total':<28} {tot['n']:>7} {tot['en']:>4}/{tot['n']:<4} {tot['zh']:>4}/{tot['n']:<4}")
    print()
    print("\n".join(inventory_report(root, rows)))
    todo = uncovered_notes(root, rows)
    print(
        f"\nofficial Warnings/Notes on documented APIs not yet covered by a pitfall: {len(todo)}"
        + ("" if notes else " (./dev status --notes lists them)")
    )
    if verbose:
        found = by_name(rows)
        for r in rows:
            for lang in pages.LANGS:
                if not r.ok[lang] or not r.example[lang]:
                    print(f"  missing [{lang}] {r.entry.section}: {r.name}: {r.why[lang]}")
        for n in inventory.names(root):
            if n not in found:
                print(f"  not yet written: {n}")
    if notes:
        for r, note, langs in todo:
            print(
                f"\n{r.entry.page} [{', '.join(langs)}] {note.kind} of {note.name}: add before its pitfall\n"
                f"  {note.marker}\n  {note.text}"
            )
    return 0
