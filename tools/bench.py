"""Benchmark the snippet check and the build; record per-snippet run times for shard balancing.

    .venv/bin/python tools/bench.py            # everything (a few minutes)
    .venv/bin/python tools/bench.py --no-build

Figures printed:
- import torch (s), and the floor of a full check: import + (sum of each snippet's own run time) / cores,
  where each snippet's own time is measured in a one-at-a-time run;
- the full check on all cores (no cache) and its ratio to the floor (target: at most 1.5);
- a re-check with nothing changed (the cache; target: under 5 s);
- a strict build of both languages (target: under 30 s);
- what the check would take at 10 times today's snippets on one runner and on eight.
It writes data/snippet-times.json (used by --shard) and data/benchmark.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def timed(cmd: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, env=ENV, capture_output=True, text=True)
    return time.monotonic() - start, proc


def check(jobs: int | None, cache: bool) -> tuple[float, dict]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "r.json")
        cmd = [PY, "-m", "ptref", "check", "--no-integrity", "--json", str(out)]
        cmd += [] if cache else ["--no-cache"]
        cmd += ["-j", str(jobs)] if jobs else []
        seconds, proc = timed(cmd)
        if proc.returncode != 0:
            sys.exit(f"the check failed:\n{proc.stderr[-3000:]}")
        return seconds, json.loads(out.read_text())


def measure_build() -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        build, proc = timed([str(Path(PY).parent / "mkdocs"), "build", "--strict", "--site-dir", tmp])
        if proc.returncode != 0:
            sys.exit(f"the build failed:\n{proc.stderr[-3000:]}")
        return {
            "build_strict_both_languages_s": round(build, 2),
            "site_pages": sum(1 for _ in Path(tmp).rglob("index.html")),
        }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--build-only", action="store_true", help="re-measure the build; keep the other figures")
    args = parser.parse_args()
    if args.build_only:
        report = json.loads((ROOT / "data/benchmark.json").read_text())
        report.update(measure_build())
        (ROOT / "data/benchmark.json").write_text(json.dumps(report, indent=1) + "\n")
        for k, v in report.items():
            print(f"{k:>36}: {v}")
        return
    cores = os.cpu_count() or 1
    imp, proc = timed([PY, "-c", "import torch"])
    serial_wall, serial = check(1, cache=False)
    own = {r["path"]: round(r["seconds"], 3) for r in serial["results"] if r["status"] != "skipped"}
    total_own = sum(own.values())
    floor = imp + total_own / cores
    parallel_wall, parallel = check(None, cache=False)
    ran = sum(1 for r in parallel["results"] if r["status"] != "skipped")
    check(None, cache=True)  # fill the cache
    recheck, _ = check(None, cache=True)
    (ROOT / "data/snippet-times.json").write_text(json.dumps(dict(sorted(own.items())), indent=0) + "\n")
    report = {
        "cores": cores,
        "snippets_run": ran,
        "import_torch_s": round(imp, 2),
        "sum_of_snippet_times_s": round(total_own, 2),
        "floor_s": round(floor, 2),
        "full_check_s": round(parallel_wall, 2),
        "ratio_to_floor": round(parallel_wall / floor, 2),
        "serial_check_s": round(serial_wall, 2),
        "recheck_cached_s": round(recheck, 2),
        "projection_10x_one_runner_s": round(imp + 10 * total_own / cores, 1),
        "projection_10x_eight_runners_s": round(imp + 10 * total_own / (8 * cores), 1),
    }
    if not args.no_build:
        report.update(measure_build())
    (ROOT / "data/benchmark.json").write_text(json.dumps(report, indent=1) + "\n")
    for k, v in report.items():
        print(f"{k:>36}: {v}")


if __name__ == "__main__":
    main()
