"""The verification record: which torch and device produced each output.

``snippets/<section>/verified.json`` (one file per section, so that work on
different sections never touches the same file) maps each snippet path to one
entry per device::

    {"snippets/a/b/c.py": {"cpu": {"torch": "2.13.0", "snippet_sha256": "...",
                                    "output": "snippets/a/b/c.out", "output_sha256": "...",
                                    "platform": "CPU"}}}

``update`` writes it; ``check`` fails when it no longer matches the files, so a
page stamp can never claim a verification that did not happen.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .snippets import ROOT, Snippet

RECORD = "snippets/<section>/verified.json"

Record = dict[str, dict[str, dict[str, Any]]]


def section_of(path: str) -> str:
    return path.split("/")[1]


def record_file(path: str) -> str:
    return f"snippets/{section_of(path)}/verified.json"


def load(root: Path = ROOT) -> Record:
    data: Record = {}
    for p in sorted((root / "snippets").glob("*/verified.json")):
        data.update(json.loads(p.read_text("utf-8")))
    return data


@contextlib.contextmanager
def locked(root: Path = ROOT) -> Iterator[None]:
    """Hold the record's lock while reading, changing and writing it, so that two
    ``update`` runs at the same time (two contributors' terminals, or a section
    updated twice in parallel) cannot lose each other's entries."""
    lock = root / ".ptref-cache" / "record.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def save(record: Record, root: Path = ROOT, sections: set[str] | None = None) -> None:
    """Write the record files of ``sections`` (all sections when None)."""
    split: dict[str, Record] = {}
    for path, entry in record.items():
        split.setdefault(section_of(path), {})[path] = entry
    for section in sections if sections is not None else set(split):
        file = root / "snippets" / section / "verified.json"
        part = split.get(section, {})
        if not part:
            if file.exists():
                file.unlink()
            continue
        text = json.dumps(dict(sorted(part.items())), indent=1, sort_keys=True, ensure_ascii=False)
        file.write_text(text + "\n", "utf-8")


def file_sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def entry(snippet: Snippet, output: str, torch_version: str, platform: str, root: Path = ROOT) -> dict[str, Any]:
    return {
        "torch": torch_version,
        "snippet_sha256": snippet.sha256,
        "output": output,
        "output_sha256": file_sha(root / output),
        "platform": platform,
    }


def stale(snippet: Snippet, device: str, record: Record, torch_version: str, root: Path = ROOT) -> str | None:
    """Why the record for ``snippet`` on ``device`` is out of date, or None."""
    e = record.get(snippet.path, {}).get(device)
    if e is None:
        return f"no verification is recorded for {device.upper()}"
    if e.get("snippet_sha256") != snippet.sha256:
        return "the snippet changed after its output was verified"
    out = root / str(e.get("output", ""))
    if not out.is_file() or file_sha(out) != e.get("output_sha256"):
        return f"{e.get('output')} changed after it was verified"
    if e.get("torch") != torch_version:
        return f"it was verified with torch {e.get('torch')}, this run has {torch_version}"
    return None
