"""What still needs a GPU: CUDA snippets without a verified CUDA output, and the recorded GPU runs.

``data/gpu-runs.yaml`` records each `./dev update --device cuda` run (GPU, torch, CUDA, counts);
``data/gpu-pending.yaml`` lists the CUDA snippets that no GPU has verified yet, with the reason, so the
test suite can fail on any CUDA snippet that is neither verified nor listed.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import yaml

from . import record, snippets
from .snippets import ROOT

RUNS = "data/gpu-runs.yaml"
PENDING = "data/gpu-pending.yaml"
REASON = "no GPU machine has run `./dev update --device cuda` for this snippet yet"


def verified_on_cuda(s: snippets.Snippet, rec: record.Record, root: Path = ROOT) -> bool:
    e = rec.get(s.path, {}).get("cuda")
    if not e:
        return False
    out = root / s.out_path("cuda")
    return e.get("snippet_sha256") == s.sha256 and (out.is_file() or s.device == "any")


def unverified(root: Path = ROOT) -> list[str]:
    rec = record.load(root)
    return [s.path for s in snippets.discover(root) if s.device == "cuda" and not verified_on_cuda(s, rec, root)]


def load_pending(root: Path = ROOT) -> dict[str, str]:
    p = root / PENDING
    if not p.exists():
        return {}
    data = yaml.safe_load(p.read_text("utf-8")) or {}
    return {str(k): str(v) for k, v in (data.get("pending") or {}).items()}


def write_pending(root: Path = ROOT) -> int:
    paths = unverified(root)
    header = (
        "# CUDA snippets that no GPU has verified yet (written by `./dev gpu-pending`).\n"
        "# Produce their outputs on a GPU machine with: ./dev update --device cuda snippets/\n"
    )
    body = yaml.safe_dump({"pending": {p: REASON for p in paths}}, allow_unicode=True, sort_keys=True, width=200)
    (root / PENDING).write_text(header + body, "utf-8")
    return len(paths)


def record_run(results: list[Any], info: dict[str, Any], torch_version: str, root: Path = ROOT) -> None:
    p = root / RUNS
    runs = (yaml.safe_load(p.read_text("utf-8")) or {}).get("runs", []) if p.exists() else []
    counts: dict[str, int] = {}
    for r in results:
        counts[r.status] = counts.get(r.status, 0) + 1
    runs.append(
        {
            "date": datetime.date.today().isoformat(),
            "gpu": info.get("gpu"),
            "cuda": info.get("cuda_version"),
            "torch": torch_version,
            "snippets": len(results),
            "passed": counts.get("passed", 0) + counts.get("updated", 0),
            "failed": counts.get("failed", 0),
            "skipped": counts.get("skipped", 0),
        }
    )
    p.write_text(
        "# GPU runs of the snippet check (written by ./dev update --device cuda)\n"
        + yaml.safe_dump({"runs": runs}, sort_keys=False),
        "utf-8",
    )
