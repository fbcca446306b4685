"""torch's documented API (data/api/inventory.json) against the site's API index.

Every documented name is either on a page (an index entry's ``name`` or one of its
``also`` names, each with a page and an anchor) or listed as not yet written.
Names resolve in the installed torch; their docstrings give the official
Warnings and Notes that a page must cover with a marker::

    <!-- official-note torch.gather 1a2b3c4d -->

placed right before the pitfall that covers it, in both languages.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from .snippets import ROOT

INVENTORY = "data/api/inventory.json"
NOTE_MARK_RE = re.compile(r"<!--\s*official-note\s+(?P<name>\S+)\s+(?P<id>[0-9a-f]{8})\s*-->")
_DIRECTIVE_RE = re.compile(r"^(?P<indent>\s*)\.\. (?P<kind>warning|note)::(?P<rest>.*)$")


@lru_cache(maxsize=4)
def load(root: Path = ROOT) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((root / INVENTORY).read_text("utf-8"))
    return data


def names(root: Path = ROOT) -> list[str]:
    """Every documented name, in inventory order (namespace by namespace)."""
    return [n for ns in load(root)["namespaces"].values() for n in ns]


def namespace_of(root: Path = ROOT) -> dict[str, str]:
    return {n: ns for ns, members in load(root)["namespaces"].items() for n in members}


def group_of(root: Path = ROOT) -> dict[str, str]:
    return {n: g for g, members in load(root)["groups"].items() for n in members}


def resolve(name: str) -> Any:
    """The object a dotted name stands for in the installed torch (ImportError/AttributeError if none)."""
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for p in parts[i:]:
            obj = getattr(obj, p)
        return obj
    raise ImportError(f"no module in {name!r} can be imported")


def kind_of(obj: Any) -> str:
    import inspect

    if inspect.ismodule(obj):
        return "module"
    if inspect.isclass(obj):
        return "class"
    if callable(obj):
        return "function"
    return "attribute"


@dataclass(frozen=True)
class Note:
    name: str
    kind: str  # warning | note
    id: str
    text: str

    @property
    def marker(self) -> str:
        return f"<!-- official-note {self.name} {self.id} -->"


def _own_doc(name: str, obj: Any) -> str:
    """The docstring that belongs to this name (not one inherited from a base class or a plain type)."""
    doc = getattr(obj, "__doc__", None)
    if not isinstance(doc, str):
        return ""
    if isinstance(obj, (int, float, str, bool, tuple)) or type(obj).__doc__ == doc and not callable(obj):
        return ""
    return doc


def note_blocks(doc: str) -> list[tuple[str, str]]:
    """(kind, text) of each ``.. warning::`` / ``.. note::`` block, whitespace folded."""
    lines = doc.expandtabs().splitlines()
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(lines):
        m = _DIRECTIVE_RE.match(lines[i])
        if not m:
            i += 1
            continue
        indent = len(m.group("indent"))
        body = [m.group("rest").strip()]
        j = i + 1
        while j < len(lines) and (not lines[j].strip() or len(lines[j]) - len(lines[j].lstrip()) > indent):
            body.append(lines[j].strip())
            j += 1
        out.append((m.group("kind"), " ".join(b for b in body if b)))
        i = j
    return out


@cache
def official_notes(name: str) -> tuple[Note, ...]:
    try:
        obj = resolve(name)
    except (ImportError, AttributeError):
        return ()
    found = []
    for kind, text in note_blocks(_own_doc(name, obj)):
        nid = hashlib.sha1(f"{kind}:{text}".encode()).hexdigest()[:8]
        found.append(Note(name, kind, nid, text))
    return tuple(found)


def markers(text: str) -> list[tuple[int, str, str]]:
    """(line, name, id) of every official-note marker on a page."""
    out = []
    for i, line in enumerate(text.splitlines(), start=1):
        line = re.sub(r"`[^`]*`", "", line)  # a marker shown as code (in a guide) is not a marker
        for m in NOTE_MARK_RE.finditer(line):
            out.append((i, m.group("name"), m.group("id")))
    return out
