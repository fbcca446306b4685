"""The API index: every coverage entry, its section, page and anchor."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from .snippets import ROOT

API_DIR = "data/api"


@dataclass(frozen=True)
class Entry:
    section: str
    name: str
    kind: str
    what: str
    page: str | None
    anchor: str | None
    deprecated: bool
    needs_gpu: bool
    also: tuple[tuple[str, str | None], ...] = ()  # (name, anchor) of siblings on the same page

    def names(self) -> list[tuple[str, str | None]]:
        """This entry's name and its siblings', each with its anchor on the page."""
        return [(self.name, self.anchor), *self.also]


def _sibling(item: str | dict[str, Any], anchor: str | None) -> tuple[str, str | None]:
    """An ``also`` item: a name documented under the entry's own heading, or {name, anchor} under its own."""
    if isinstance(item, str):
        return item, anchor
    return item["name"], item.get("anchor")


WHAT_ZH = "data/api/what.zh.yaml"


def what_zh(root: Path = ROOT) -> dict[str, str]:
    """The Chinese one-line description of each index entry (the API index pages in Chinese read these)."""
    file = root / WHAT_ZH
    data = yaml.safe_load(file.read_text("utf-8")) if file.is_file() else None
    return {str(k): str(v) for k, v in (data or {}).items()}


def sections(root: Path = ROOT) -> list[dict[str, str]]:
    data = yaml.safe_load((root / API_DIR / "_sections.yaml").read_text("utf-8"))
    result: list[dict[str, str]] = data["sections"]
    return result


def entries(root: Path = ROOT) -> list[Entry]:
    out: list[Entry] = []
    for sec in sections(root):
        data: dict[str, Any] = yaml.safe_load((root / API_DIR / f"{sec['id']}.yaml").read_text("utf-8"))
        for e in data["entries"]:
            out.append(
                Entry(
                    section=sec["id"],
                    name=e["name"],
                    kind=e.get("kind", ""),
                    what=e.get("what", ""),
                    page=e.get("page"),
                    anchor=e.get("anchor"),
                    deprecated=bool(e.get("deprecated_or_removed")),
                    needs_gpu=bool(e.get("needs_gpu")),
                    also=tuple(_sibling(a, e.get("anchor")) for a in e.get("also") or ()),
                )
            )
    return out


@lru_cache(maxsize=1)
def _cached(root: str) -> tuple[list[dict[str, str]], list[Entry]]:
    return sections(Path(root)), entries(Path(root))


def index_table(section: str, lang: str, src_uri: str, text: dict[str, str]) -> str:
    """A Markdown table of one section's entries (or all sections) linking to their pages."""
    secs, ents = _cached(str(ROOT))
    here = os.path.dirname(src_uri.split("/", 1)[1] if src_uri.split("/", 1)[0] in ("en", "zh") else src_uri)
    wanted = [s for s in secs if section in ("all", s["id"])]
    if not wanted:
        raise ValueError(f"@api-index {section}: no such section in {API_DIR}/_sections.yaml")
    lines: list[str] = []
    for sec in wanted:
        if section == "all":
            lines.append(f"\n## {sec[lang]}\n")
        lines.append(f"| {text['api']} | {text['what']} |")
        lines.append("|---|---|")
        for e in ents:
            if e.section != sec["id"]:
                continue
            label = f"`{e.name}`" if e.kind != "concept" else e.name
            if e.page:
                link = os.path.relpath(e.page, here or ".") + (f"#{e.anchor}" if e.anchor else "")
                label = f"[{label}]({link})"
            flag = " ⚠" if e.deprecated else ""
            what = (what_zh(root=ROOT).get(e.name) or e.what) if lang == "zh" else e.what
            what = what.replace("|", "\\|")
            lines.append(f"| {label}{flag} | {what} |")
        lines.append("")
    return "\n".join(lines) + "\n"
