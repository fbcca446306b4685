"""Coverage report: per section, how many API entries have a page in each
language that embeds at least one executed snippet."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from . import api, pages, record
from .snippets import ROOT

ANCHOR_RE = re.compile(r"\{[^}]*#(?P<id>[^\s}]+)[^}]*\}\s*$")


def anchors(text: str) -> set[str]:
    """Explicit heading ids ({#id}) on a page."""
    found = set()
    for line in text.splitlines():
        if line.startswith("#"):
            m = ANCHOR_RE.search(line)
            if m:
                found.add(m.group("id").replace("\\", ""))
    return found


@dataclass
class Row:
    entry: api.Entry
    ok: dict[str, bool]
    why: dict[str, str]


def evaluate(root: Path = ROOT) -> list[Row]:
    rec = record.load(root)
    rows: list[Row] = []
    cache: dict[str, tuple[bool, str, set[str]]] = {}
    for e in api.entries(root):
        ok: dict[str, bool] = {}
        why: dict[str, str] = {}
        for lang in pages.LANGS:
            if not e.page:
                ok[lang], why[lang] = False, "no page recorded in data/api"
                continue
            path = f"docs/{lang}/{e.page}"
            if path not in cache:
                file = root / path
                if not file.is_file():
                    cache[path] = (False, f"{path} does not exist", set())
                else:
                    text = file.read_text("utf-8")
                    embeds = pages.embeds_in(text, path)
                    executed = [x for x in embeds if x.target in rec]
                    cache[path] = (bool(executed), "" if executed else f"{path} embeds no executed snippet", anchors(text))
            exists, reason, ids = cache[path]
            if exists and e.anchor and e.anchor not in ids:
                exists, reason = False, f"{path} has no heading with id #{e.anchor}"
            ok[lang], why[lang] = exists, reason
        rows.append(Row(e, ok, why))
    return rows


def main(root: Path = ROOT, verbose: bool = False) -> int:
    rows = evaluate(root)
    secs = api.sections(root)
    print(f"{'section':<28} {'entries':>7} {'en':>9} {'zh':>9}")
    tot = {"n": 0, "en": 0, "zh": 0}
    for sec in secs:
        mine = [r for r in rows if r.entry.section == sec["id"]]
        en = sum(r.ok["en"] for r in mine)
        zh = sum(r.ok["zh"] for r in mine)
        tot["n"] += len(mine)
        tot["en"] += en
        tot["zh"] += zh
        print(f"{sec['id']:<28} {len(mine):>7} {en:>4}/{len(mine):<4} {zh:>4}/{len(mine):<4}")
    print(f"{'total':<28} {tot['n']:>7} {tot['en']:>4}/{tot['n']:<4} {tot['zh']:>4}/{tot['n']:<4}")
    if verbose:
        for r in rows:
            for lang in pages.LANGS:
                if not r.ok[lang]:
                    print(f"  missing [{lang}] {r.entry.section}: {r.entry.name}: {r.why[lang]}")
    return 0
