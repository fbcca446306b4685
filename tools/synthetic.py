"""A synthetic copy of the site at full scale, to measure build and search budgets before the pages exist.

    .venv/bin/python tools/synthetic.py --pages 3000        # about 3,000 pages (both languages together)

Copies the project to a temporary directory and multiplies its reference pages (both languages, with
their snippets' outputs, math and tables) into a synthetic section until the site has about --pages pages,
then builds it (not strict: the copies' relative links point elsewhere) and measures:
- build time in total and per page (budget: at most 20 ms per page on 2 cores);
- the search index per language, raw and gzip (what the first query downloads; budget: 300 KB);
Writes the figures under "synthetic" in data/benchmark.json. Nothing is committed from the copy.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIP = {".git", ".venv", ".venv-gpu", "site", "node_modules", ".ptref-cache", "__pycache__", ".mypy_cache", ".cache"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", type=int, default=3000, help="pages in the synthetic site (both languages)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy and print where it is")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="ptref-synthetic-"))
    copy = tmp / "project"
    shutil.copytree(ROOT, copy, ignore=lambda d, names: [n for n in names if n in SKIP])
    (copy / "node_modules").symlink_to(ROOT / "node_modules")
    sources = sorted(
        p.relative_to(copy / "docs/en")
        for p in (copy / "docs/en/reference").rglob("*.md")
        if p.name != "index.md" and (copy / "docs/zh" / p.relative_to(copy / "docs/en")).is_file()
    )
    existing = sum(1 for _ in (copy / "docs").rglob("*.md")) + sum(1 for _ in (copy / "docs").rglob("*.ipynb"))
    want_per_lang = max(0, (args.pages - existing) // 2)
    for i in range(want_per_lang):
        src = sources[i % len(sources)]
        for lang in ("en", "zh"):
            text = (copy / "docs" / lang / src).read_text("utf-8")
            dest = copy / "docs" / lang / "reference" / "synthetic" / f"c{i // len(sources)}" / src.name
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(text, "utf-8")
    total = sum(1 for _ in (copy / "docs").rglob("*.md")) + sum(1 for _ in (copy / "docs").rglob("*.ipynb"))
    site = tmp / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(copy)}
    start = time.monotonic()
    proc = subprocess.run(
        [str(Path(sys.executable).parent / "mkdocs"), "build", "--site-dir", str(site)],
        cwd=copy,
        env=env,
        capture_output=True,
        text=True,
    )
    seconds = time.monotonic() - start
    if proc.returncode != 0:
        print(proc.stderr[-4000:], file=sys.stderr)
        return 1
    figures: dict[str, object] = {
        "pages": total,
        "build_s": round(seconds, 1),
        "build_ms_per_page": round(1000 * seconds / total, 1),
        "cores": os.cpu_count(),
    }
    for lang in ("en", "zh"):
        index = site / "search" / f"search_index.{lang}.json"
        data = index.read_bytes()
        figures[f"search_index_{lang}_kb"] = round(len(data) / 1024)
        figures[f"search_index_{lang}_gzip_kb"] = round(len(gzip.compress(data)) / 1024)
    print(json.dumps(figures, indent=1))
    bench = ROOT / "data/benchmark.json"
    current = json.loads(bench.read_text()) if bench.is_file() else {}
    current["synthetic"] = figures
    bench.write_text(json.dumps(current, indent=1) + "\n")
    if args.keep:
        print(f"kept: {tmp}")
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
