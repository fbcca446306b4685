"""Lighthouse performance and accessibility scores of a reference page in each language.

    .venv/bin/python tools/lighthouse.py [SITE_DIR]      (default: builds the site into a temporary dir)

Serves the built site on 127.0.0.1 with gzip (ptref.devserver), runs Lighthouse from npm
(pinned in package.json as an optional dependency: `npm ci --include=optional` installs it) with the tests' browser, prints the scores
and the first-load weight, and writes data/lighthouse.json. Target: at least 95 in both categories.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ptref.devserver import serve

ROOT = Path(__file__).resolve().parent.parent

PAGES = ["/reference/einsum-and-contractions/torch.einsum/", "/zh/reference/einsum-and-contractions/torch.einsum/"]
FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
    "--disable-sync --no-first-run"
)


def main() -> None:
    site = sys.argv[1] if len(sys.argv) > 1 else None
    tmp = None
    if site is None:
        tmp = tempfile.mkdtemp()
        subprocess.run(
            [str(Path(sys.executable).parent / "mkdocs"), "build", "--strict", "-d", tmp],
            cwd=ROOT,
            check=True,
            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        )
        site = tmp
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    from ptref import environment

    env = {**os.environ, "CHROME_PATH": environment.browser().get("path") or "/usr/bin/chromium"}
    if not (ROOT / "node_modules" / ".bin" / "lighthouse").exists():
        subprocess.run(["npm", "ci", "--include=optional", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    report = {}
    for path in PAGES:
        out = Path(tempfile.mkdtemp()) / "lh.json"
        subprocess.run(
            [
                str(ROOT / "node_modules" / ".bin" / "lighthouse"),
                base + path,
                "--quiet",
                f"--chrome-flags={FLAGS}",
                "--only-categories=performance,accessibility",
                "--output=json",
                f"--output-path={out}",
            ],
            check=True,
            env=env,
            cwd=ROOT,
        )
        data = json.loads(out.read_text())
        audits = data["audits"]
        report[path] = {
            "performance": round(data["categories"]["performance"]["score"] * 100),
            "accessibility": round(data["categories"]["accessibility"]["score"] * 100),
            "first_contentful_paint": audits["first-contentful-paint"]["displayValue"],
            "largest_contentful_paint": audits["largest-contentful-paint"]["displayValue"],
            "total_blocking_time": audits["total-blocking-time"]["displayValue"],
            "transfer_kb": round(audits["total-byte-weight"]["numericValue"] / 1024),
        }
        print(path, report[path])
    server.shutdown()
    (ROOT / "data/lighthouse.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
