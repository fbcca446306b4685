"""Speed: a result cache keyed by content, and shards balanced by recorded run times.

The cache lets `./dev check` skip a snippet whose source, committed outputs, torch version, device,
runner and pinned requirements are all unchanged since it last passed. The test suite never uses it.
Shards split the snippets into N groups of about equal recorded run time (`data/snippet-times.json`,
written by `tools/bench.py`), so CI can spread the check over several runners.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from .snippets import ROOT, Snippet

CACHE = ".ptref-cache/check-cache.json"
TIMES = "data/snippet-times.json"
DEFAULT_SECONDS = 0.2


def cache_key(s: Snippet, device: str, torch_version: str, root: Path = ROOT) -> str:
    h = hashlib.sha256()
    h.update(s.source.encode())
    for rel in (s.out_path("cpu"), s.out_path("cuda"), *(s.artifact_path(a) for a in s.artifacts)):
        p = root / rel
        h.update(rel.encode() + b"\0" + (p.read_bytes() if p.is_file() else b"<missing>") + b"\0")
    here = Path(__file__).resolve().parent
    for tool in ("runner.py", "snippets.py"):
        h.update((here / tool).read_bytes())
    req = root / "requirements.txt"
    h.update(req.read_bytes() if req.is_file() else b"")
    h.update(f"{device}\0{torch_version}".encode())
    return h.hexdigest()


def load_cache(root: Path = ROOT) -> dict[str, str]:
    p = root / CACHE
    try:
        data: dict[str, str] = json.loads(p.read_text())
        return data
    except (OSError, ValueError):
        return {}


def save_cache(cache: dict[str, str], root: Path = ROOT) -> None:
    p = root / CACHE
    p.parent.mkdir(parents=True, exist_ok=True)
    tmp = p.with_name(f"{p.name}.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(cache, sort_keys=True))
    os.replace(tmp, p)  # atomic: concurrent checks never read half a file


def load_times(root: Path = ROOT) -> dict[str, float]:
    p = root / TIMES
    if not p.is_file():
        return {}
    data: dict[str, float] = json.loads(p.read_text())
    return data


def shard(snippets: list[Snippet], k: int, n: int, root: Path = ROOT) -> list[Snippet]:
    """Shard k of n (1-based): longest-processing-time-first over the recorded run times."""
    if not 1 <= k <= n:
        raise ValueError(f"shard {k}/{n}: K must be between 1 and N")
    times = load_times(root)
    loads = [0.0] * n
    owner: dict[str, int] = {}
    for s in sorted(snippets, key=lambda s: (-times.get(s.path, DEFAULT_SECONDS), s.path)):
        i = min(range(n), key=lambda j: (loads[j], j))
        loads[i] += times.get(s.path, DEFAULT_SECONDS)
        owner[s.path] = i + 1
    return [s for s in snippets if owner[s.path] == k]


def shards_complete(reports: list[Path], shards: int, root: Path = ROOT) -> list[str]:
    """Problems with a set of per-shard reports: a missing shard, or a snippet no shard ran or skipped."""
    from . import snippets

    problems = []
    if len(reports) != shards:
        problems.append(f"{len(reports)} shard reports for {shards} shards: a shard did not run or did not report")
    seen: dict[str, str] = {}
    for rep in reports:
        data = json.loads(rep.read_text())
        for path in list(data["ran"]) + list(data["skipped"]):
            if path in seen:
                problems.append(f"{path} ran in two shards ({seen[path]} and {rep.name})")
            seen[path] = rep.name
    missing = sorted({s.path for s in snippets.discover(root)} - set(seen))
    if missing:
        problems.append(f"{len(missing)} snippets ran in no shard: " + ", ".join(missing[:20]))
    return problems
