"""Pages in both languages and the snippets they embed.

A page embeds a snippet with one line of its own::

    @snippet snippets/einsum-and-contractions/torch.einsum/matmul.py

At build time the line becomes the code (without its settings header), its
output for each device it was verified on (a Markdown table stays a table),
and any SVG it drew.  Both languages embed the same files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .snippets import ROOT

LANGS = ("en", "zh")
DOCS = "docs"
EMBED_RE = re.compile(r"^@snippet\s+(?P<path>\S+)\s*$")
API_INDEX_RE = re.compile(r"^@api-index\s+(?P<section>\S+)\s*$")


@dataclass(frozen=True)
class Embed:
    page: str  # docs/<lang>/...md
    line: int
    target: str


def is_pending(text: str) -> bool:
    """A translation stub: the site shows the English page with a notice."""
    head = text.split("\n---\n", 1)[0] if text.startswith("---\n") else ""
    return re.search(r"^translation:\s*pending\s*$", head, re.M) is not None


def pages(lang: str, root: Path = ROOT) -> list[str]:
    """Page paths relative to docs/<lang>/, sorted."""
    base = root / DOCS / lang
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*")
        if p.suffix in (".md", ".ipynb") and p.is_file() and ".ipynb_checkpoints" not in p.parts
    )


def embeds_in(text: str, page: str) -> list[Embed]:
    """Every ``@snippet`` line outside code fences (one Markdown reader: ptref/markdown.py)."""
    from .markdown import outside_fences

    out: list[Embed] = []
    for i, line in outside_fences(text):
        m = EMBED_RE.match(line.strip())
        if m:
            out.append(Embed(page, i, m.group("path")))
    return out


def confined(target: str, root: Path = ROOT) -> bool:
    """An embed path names a snippet file under snippets/ (checked before anything is read)."""
    if not target.startswith("snippets/") or not target.endswith(".py") or "\\" in target:
        return False
    base = (root / "snippets").resolve()
    return (root / target).resolve().is_relative_to(base) and ".." not in Path(target).parts


def all_embeds(root: Path = ROOT) -> dict[str, list[Embed]]:
    """Embeds per language."""
    result: dict[str, list[Embed]] = {}
    for lang in LANGS:
        found: list[Embed] = []
        for rel in pages(lang, root):
            if rel.endswith(".md"):
                page = f"{DOCS}/{lang}/{rel}"
                text = (root / page).read_text("utf-8")
                english = root / DOCS / "en" / rel
                if lang != "en" and english.exists() and is_pending(text):
                    text = english.read_text("utf-8")  # shown in English until translated
                found += embeds_in(text, page)
        result[lang] = found
    return result
